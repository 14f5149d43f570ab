import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ReviewResponseSchema,
  type Review,
  type UpdateReviewRequest,
} from '../../../../shared/review.schema';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { showError } from '../../../lib/toasts';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

export async function updateReview(id: string, change: UpdateReviewRequest): Promise<Review> {
  const body = await apiRequest(adminApiPaths.adminCandidateReview(id), {
    method: 'PATCH',
    body: change,
    schema: ReviewResponseSchema,
  });
  return body.data;
}

/** A change refused because it was based on an older version of the decision. */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'decision-stale';
}

/**
 * Saves one change of notes or status, says why when the server refuses it, and has the lists
 * read again. What the page shows meanwhile is the saver's (`useReviewSaver`): each change at
 * once, put back when refused. A stale change (409) is left to the decision card, which shows
 * the newer decision beside the reviewer's own.
 */
export function useUpdateReview(id: string) {
  const t = useTexts(reviewCandidateTexts);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.review(id),
    mutationFn: (change: UpdateReviewRequest) => updateReview(id, change),
    onError: (error) => {
      // A 401 sends the workspace back to sign-in, which says so itself; a 409 has its own view.
      if (!(error instanceof ApiError && (error.httpStatus === 401 || isStale(error)))) {
        showError(t('notSaved', { message: error.message }));
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidate.neighboursAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidate.history(id) });
    },
  });
}

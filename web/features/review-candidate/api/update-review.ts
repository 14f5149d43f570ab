import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ReviewResponseSchema,
  type CandidateDetail,
  type Review,
  type UpdateReviewRequest,
} from '../../../../shared/review.schema';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { showError } from '../../../lib/toasts';

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

/** What a change shows at once: its fields, without the version it was based on. */
function shown(change: UpdateReviewRequest): Partial<Review> {
  const fields: Partial<Review> = {};
  if (change.notes !== undefined) fields.notes = change.notes;
  if (change.status !== undefined) fields.status = change.status;
  return fields;
}

/** The fields a change names, as they were before it, to put back if it fails. */
function pick(review: Review, change: UpdateReviewRequest): Partial<Review> {
  const before: Partial<Review> = {};
  if (change.notes !== undefined) before.notes = review.notes;
  if (change.status !== undefined) before.status = review.status;
  return before;
}

/**
 * Saves one change of notes or status at once, optimistically: the page shows it before the
 * server answers and puts back only that field when the server refuses. A stale change (409) is
 * left to the decision card, which shows the newer decision beside the reviewer's own.
 */
export function useUpdateReview(id: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.candidate.detail(id);
  const patchCached = (fields: Partial<Review>) =>
    queryClient.setQueryData<CandidateDetail>(key, (detail) =>
      detail ? { ...detail, review: { ...detail.review, ...fields } } : detail,
    );

  return useMutation({
    mutationKey: mutationKeys.review(id),
    mutationFn: (change: UpdateReviewRequest) => updateReview(id, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const detail = queryClient.getQueryData<CandidateDetail>(key);
      const before = detail ? pick(detail.review, change) : {};
      patchCached(shown(change));
      return { before };
    },
    onError: (error, _change, context) => {
      if (context) patchCached(context.before);
      // A 401 sends the workspace back to sign-in, which says so itself; a 409 has its own view.
      if (!(error instanceof ApiError && (error.httpStatus === 401 || isStale(error)))) {
        showError(`Not saved: ${error.message}`);
      }
    },
    onSuccess: (review) => {
      // With other changes still on their way, this answer may predate them: keep what is shown.
      if (queryClient.isMutating({ mutationKey: mutationKeys.review(id) }) <= 1)
        patchCached(review);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidate.neighboursAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidate.history(id) });
    },
  });
}

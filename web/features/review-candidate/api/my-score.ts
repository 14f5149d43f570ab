import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateDetail } from '../../../../shared/review.schema';
import {
  CandidateScoresResponseSchema,
  type CandidateScores,
  type PutScoreRequest,
} from '../../../../shared/scores.schema';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { showError } from '../../../lib/toasts';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/** The member's own score: a new one (`PutScoreRequest`) or none (null clears it). */
async function saveMyScore(id: string, change: PutScoreRequest | null): Promise<CandidateScores> {
  const body = await apiRequest(adminApiPaths.adminCandidateMyScore(id), {
    method: change === null ? 'DELETE' : 'PUT',
    body: change ?? undefined,
    schema: CandidateScoresResponseSchema,
  });
  return body.data;
}

/**
 * Saves the member's own score at once; the card shows the team's scores as the server answers
 * them (average, count and everyone's), and the list reads them again.
 */
export function useSaveMyScore(id: string) {
  const t = useTexts(reviewCandidateTexts);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.myScore(id),
    mutationFn: (change: PutScoreRequest | null) => saveMyScore(id, change),
    onSuccess: (scores) => {
      queryClient.setQueryData<CandidateDetail>(queryKeys.candidate.detail(id), (detail) =>
        detail ? { ...detail, scores } : detail,
      );
    },
    onError: (error) => {
      // A 401 sends the workspace back to sign-in, which says so itself.
      if (!(error instanceof ApiError && error.httpStatus === 401)) {
        showError(t('scoreNotSaved', { message: error.message }));
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CandidateHoldResponseSchema } from '../../shared/privacy.schema';
import { apiRequest } from './api-client';
import { adminApiPaths } from './admin-api-paths';
import { queryKeys } from './query-keys';

/**
 * Holds a candidate from deletion with a reason (`reason`), or releases the hold (null): neither
 * the retention policy nor an erasure request deletes a held candidate (docs/privacy.md). Used on
 * the candidate's page and in the candidates list's "to be deleted" list.
 */
export function useCandidateHold(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) =>
      apiRequest(adminApiPaths.adminCandidateHold(candidateId), {
        method: reason === null ? 'DELETE' : 'PUT',
        ...(reason === null ? {} : { body: { reason } }),
        schema: CandidateHoldResponseSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.candidate.detail(candidateId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.privacyDue }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all }),
      ]),
  });
}

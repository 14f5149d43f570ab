import { useQuery } from '@tanstack/react-query';
import { GuestFeedbackResponseSchema } from '../../../../shared/shares.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** What visitors of share links said about this candidate (score, comment, their typed name). */
export function useGuestFeedback(candidateId: string) {
  return useQuery({
    queryKey: queryKeys.candidate.guestFeedback(candidateId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(adminApiPaths.adminCandidateGuestFeedback(candidateId), {
          signal,
          schema: GuestFeedbackResponseSchema,
        })
      ).data.items,
    retry: false,
  });
}

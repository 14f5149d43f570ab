import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';

export function deleteCandidate(id: string): Promise<{ status: string }> {
  return apiRequest(adminApiPaths.adminCandidate(id), {
    method: 'DELETE',
    schema: StatusResponseSchema,
  });
}

/** Deletes a candidate for good; the list and Previous / Next forget them. */
export function useDeleteCandidate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.deleteCandidate(id),
    mutationFn: () => deleteCandidate(id),
    onSuccess: () => {
      // The page still shows this candidate until it navigates away: asking again for what was
      // just deleted would only answer 404, so their own queries go and the rest refetch later.
      queryClient.removeQueries({ queryKey: queryKeys.candidate.detail(id) });
      queryClient.removeQueries({ queryKey: queryKeys.candidate.neighboursOf(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.candidate.neighboursAll,
        refetchType: 'none',
      });
    },
  });
}

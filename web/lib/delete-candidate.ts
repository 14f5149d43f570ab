import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../shared/api.schema';
import { apiRequest } from './api-client';
import { adminApiPaths } from './admin-api-paths';
import { mutationKeys, queryKeys } from './query-keys';

function deleteCandidate(id: string): Promise<{ status: string }> {
  return apiRequest(adminApiPaths.adminCandidate(id), {
    method: 'DELETE',
    schema: StatusResponseSchema,
  });
}

/**
 * Deletes a candidate for good, from their page or the list's "to be deleted"; the list, the due
 * list and Previous / Next forget them. `leave` takes the reviewer off the candidate's page: their
 * own queries go only after it, since a query removed while the page still shows it is asked again
 * at the next render and answers 404.
 */
export function useDeleteCandidate(id: string, leave?: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.deleteCandidate(id),
    mutationFn: () => deleteCandidate(id),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.privacyDue });
      // Stale, asked again when shown next; not now, while this page still shows them.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.candidate.neighboursAll,
        refetchType: 'none',
      });
      await leave?.();
      queryClient.removeQueries({ queryKey: queryKeys.candidate.detail(id) });
      queryClient.removeQueries({ queryKey: queryKeys.candidate.neighboursOf(id) });
    },
  });
}

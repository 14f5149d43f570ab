import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** "Delete now" in the "to be deleted" list: the same deletion as the candidate's page's. */
export function useDeleteDueCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(adminApiPaths.adminCandidate(id), {
        method: 'DELETE',
        schema: StatusResponseSchema,
      }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.candidate.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.privacyDue }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidate.neighboursAll }),
      ]);
    },
  });
}

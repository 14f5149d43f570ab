import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ShareListResponseSchema,
  ShareRevokedResponseSchema,
} from '../../../../shared/shares.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

export function useShares() {
  return useQuery({
    queryKey: queryKeys.shares,
    queryFn: async ({ signal }) =>
      (await apiRequest(adminApiPaths.adminShares(), { signal, schema: ShareListResponseSchema }))
        .data.items,
    retry: false,
  });
}

/** Ends a share link at once: its next visitor is told it no longer works. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(adminApiPaths.adminShareRevoke(id), {
        method: 'POST',
        schema: ShareRevokedResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shares }),
  });
}

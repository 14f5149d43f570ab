import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { PasskeyListResponseSchema } from '../../../../shared/passkeys.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in member's own passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: queryKeys.passkeys,
    queryFn: async () =>
      (await apiRequest(adminApiPaths.adminMePasskeys(), { schema: PasskeyListResponseSchema }))
        .data,
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(adminApiPaths.adminMePasskey(id), {
        method: 'DELETE',
        schema: StatusResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}

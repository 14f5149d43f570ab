import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { PasskeyListResponseSchema } from '../../../../shared/passkeys.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';

export const PASSKEYS_KEY = ['my-passkeys'] as const;

/** The signed-in member's own passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountResponseSchema,
  type SetPasswordRequest,
  type UpdateAccountRequest,
} from '../../../../shared/members.schema';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
/** A new name: the header's member menu shows it too. */
export function useRenameAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateAccountRequest) =>
      apiRequest(adminApiPaths.adminMe(), {
        method: 'PATCH',
        body: request,
        schema: AccountResponseSchema,
      }),
    onSuccess: async (response) => {
      queryClient.setQueryData(queryKeys.account, response.data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminSession });
    },
  });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetPasswordRequest) =>
      apiRequest(adminApiPaths.adminMePassword(), {
        method: 'PUT',
        body: request,
        schema: StatusResponseSchema,
      }),
    // A new password revokes one's API tokens (and ends one's other sessions): the list says so.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.account }),
        queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
      ]),
  });
}

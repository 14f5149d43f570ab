import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountResponseSchema,
  type SetPasswordRequest,
  type UpdateAccountRequest,
} from '../../../../shared/members.schema';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { ADMIN_SESSION_KEY } from '../../../lib/admin-session';
import { ACCOUNT_KEY } from './get-account';

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
      queryClient.setQueryData(ACCOUNT_KEY, response.data);
      await queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

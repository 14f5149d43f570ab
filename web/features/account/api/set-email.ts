import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetAccountEmailRequest } from '../../../../shared/account-email.schema';
import { AccountResponseSchema } from '../../../../shared/members.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** One's own email: where the workspace's mails reach them. */
export function useSetAccountEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetAccountEmailRequest) =>
      apiRequest(adminApiPaths.adminMeEmail(), {
        method: 'PUT',
        body: request,
        schema: AccountResponseSchema,
      }),
    onSuccess: async (response) => {
      queryClient.setQueryData(queryKeys.account, response.data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminSession });
    },
  });
}

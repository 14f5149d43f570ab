import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MailPreferencesResponseSchema,
  MailStatusResponseSchema,
  type MailPreferencesChange,
} from '../../../../shared/mail.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** Whether mail is on, its sender, and the team's reminder and notice choices. */
export function useMailStatus() {
  return useQuery({
    queryKey: queryKeys.mail,
    queryFn: async ({ signal }) =>
      (await apiRequest(adminApiPaths.adminMail(), { signal, schema: MailStatusResponseSchema }))
        .data,
    staleTime: 60_000,
  });
}

export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: MailPreferencesChange) =>
      apiRequest(adminApiPaths.adminMailSettings(), {
        method: 'PUT',
        body: preferences,
        schema: MailPreferencesResponseSchema,
      }),
    onSuccess: (response) => queryClient.setQueryData(queryKeys.mail, response.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mail }),
  });
}

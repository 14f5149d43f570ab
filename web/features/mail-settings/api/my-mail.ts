import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MyMailPreferencesResponseSchema,
  type MyMailPreferences,
} from '../../../../shared/mail.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in member's own mail choices. */
export function useMyMail() {
  return useQuery({
    queryKey: queryKeys.myMail,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(adminApiPaths.adminMeMail(), {
          signal,
          schema: MyMailPreferencesResponseSchema,
        })
      ).data,
  });
}

export function useSaveMyMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: MyMailPreferences) =>
      apiRequest(adminApiPaths.adminMeMail(), {
        method: 'PUT',
        body: preferences,
        schema: MyMailPreferencesResponseSchema,
      }),
    onSuccess: (response) => queryClient.setQueryData(queryKeys.myMail, response.data),
  });
}

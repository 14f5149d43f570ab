import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PrivacyResponseSchema, type PrivacySettings } from '../../../../shared/privacy.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** Saves the team's privacy settings; the answer holds them with the default notice they give. */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) =>
      apiRequest(adminApiPaths.adminPrivacy(), {
        method: 'PUT',
        body: settings,
        schema: PrivacyResponseSchema,
      }),
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.privacy, response.data);
      // Who is due, and when, follows the policy.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.privacyDue }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidate.detailAll }),
      ]);
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { PrivacyResponseSchema } from '../../shared/privacy.schema';
import { apiRequest } from './api-client';
import { adminApiPaths } from './admin-api-paths';
import { queryKeys } from './query-keys';

/**
 * The team's privacy settings with their default notice (docs/privacy.md): Settings → Privacy
 * edits them, and a role's retention override shows the team's policy it replaces.
 */
export function usePrivacySettings(enabled = true) {
  return useQuery({
    queryKey: queryKeys.privacy,
    queryFn: async ({ signal }) =>
      (await apiRequest(adminApiPaths.adminPrivacy(), { signal, schema: PrivacyResponseSchema }))
        .data,
    staleTime: 60_000,
    enabled,
  });
}

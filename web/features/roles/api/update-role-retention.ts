import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RoleRetentionResponseSchema,
  type RetentionPolicy,
} from '../../../../shared/privacy.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** This role's own retention, or null for the team's (docs/privacy.md); not a new version. */
export function useUpdateRoleRetention(roleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retention: RetentionPolicy | null) =>
      apiRequest(adminApiPaths.adminRoleRetention(roleId), {
        method: 'PUT',
        body: { retention },
        schema: RoleRetentionResponseSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.roles.detail(roleId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.privacyDue }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidate.detailAll }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RoleOverviewChangeResponseSchema } from '../../../../shared/roles.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
/** Restored: the role takes new invites again. */
export function restoreRole(id: string) {
  return apiRequest(adminApiPaths.adminRoleRestore(id), {
    method: 'POST',
    schema: RoleOverviewChangeResponseSchema,
  });
}

export function useRestoreRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}

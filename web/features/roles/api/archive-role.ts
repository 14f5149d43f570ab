import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RoleOverviewChangeResponseSchema } from '../../../../shared/roles.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
/** Archived: the role takes no new invites; candidates already invited carry on as before. */
export function archiveRole(id: string) {
  return apiRequest(adminApiPaths.adminRoleArchive(id), {
    method: 'POST',
    schema: RoleOverviewChangeResponseSchema,
  });
}

export function useArchiveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}

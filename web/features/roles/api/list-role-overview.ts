import { useQuery } from '@tanstack/react-query';
import { RoleOverviewListResponseSchema } from '../../../../shared/roles.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
/** Every role, archived ones too, with its invites and candidates counted. */
export async function listRoleOverview(signal?: AbortSignal) {
  const body = await apiRequest(adminApiPaths.adminRoleOverview(), {
    signal,
    schema: RoleOverviewListResponseSchema,
  });
  return body.data;
}

export function useRoleOverview() {
  return useQuery({
    queryKey: queryKeys.roles.overview,
    queryFn: ({ signal }) => listRoleOverview(signal),
    retry: false,
  });
}

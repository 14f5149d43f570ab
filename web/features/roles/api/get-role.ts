import { useQuery } from '@tanstack/react-query';
import { RoleDetailResponseSchema } from '../../../../shared/roles.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
/** A role's current version as the editor needs it: its input and its versions. */
export async function getRole(id: string, signal?: AbortSignal) {
  const body = await apiRequest(adminApiPaths.adminRole(id), {
    signal,
    schema: RoleDetailResponseSchema,
  });
  return body.data;
}

export function useRole(id: string) {
  return useQuery({
    queryKey: queryKeys.roles.detail(id),
    queryFn: ({ signal }) => getRole(id, signal),
    retry: false,
  });
}

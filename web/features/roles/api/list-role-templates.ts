import { useQuery } from '@tanstack/react-query';
import { RoleTemplateListResponseSchema } from '../../../../shared/roles.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
/** The catalogue's roles as templates to copy into a new role. */
export async function listRoleTemplates(signal?: AbortSignal) {
  const body = await apiRequest(adminApiPaths.adminRoleTemplates(), {
    signal,
    schema: RoleTemplateListResponseSchema,
  });
  return body.data;
}

/** The templates never change while the server runs: asked once, when first needed. */
export function useRoleTemplates(enabled = true) {
  return useQuery({
    queryKey: queryKeys.roles.templates,
    queryFn: ({ signal }) => listRoleTemplates(signal),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}

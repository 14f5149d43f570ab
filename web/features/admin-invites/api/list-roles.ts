import { useQuery } from '@tanstack/react-query';
import { RoleListSchema, type Role } from '../../../../shared/roles.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';

export function listRoles(passkey: string): Promise<Role[]> {
  return apiRequest(adminApiPaths.adminRoles(), { token: passkey, schema: RoleListSchema });
}

/** The catalogue, once a passkey has been entered; a wrong passkey is not retried. */
export function useRoles(passkey: string) {
  return useQuery({
    queryKey: ['admin-roles', passkey],
    queryFn: () => listRoles(passkey),
    enabled: passkey.length > 0,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

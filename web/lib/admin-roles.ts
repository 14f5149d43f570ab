import { useQuery } from '@tanstack/react-query';
import { RoleListSchema, type Role } from '../../shared/roles.schema';
import { apiRequest } from './api-client';
import { adminApiPaths } from './admin-api-paths';

/** The catalogue for the review workspace, with the reviewer's session cookie. */
export function listRoles(): Promise<Role[]> {
  return apiRequest(adminApiPaths.adminRoles(), { schema: RoleListSchema });
}

export function useRoles() {
  return useQuery({
    queryKey: ['admin-roles', 'session'],
    queryFn: listRoles,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

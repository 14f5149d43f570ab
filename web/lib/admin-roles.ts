import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { RoleListSchema, type Role } from '../../shared/roles.schema';
import { apiRequest } from './api-client';
import { adminApiPaths } from './admin-api-paths';
import { queryKeys } from './query-keys';

/**
 * The catalogue, with the reviewer's session cookie or, on the invite panel (/admin), with the
 * passkey typed there (`token`; undefined: none sent).
 */
export function listRoles(passkey?: string): Promise<Role[]> {
  return apiRequest(adminApiPaths.adminRoles(), { token: passkey, schema: RoleListSchema });
}

/**
 * The catalogue for a role picker. Without an argument: with the session (the workspace). With
 * a passkey: only once one has been entered, and a wrong one is not tried again.
 */
export function useRoles(passkey?: string) {
  return useQuery(rolesQuery(passkey));
}

/** One definition for the hook and the loader's prefetch, so both share one cache entry. */
function rolesQuery(passkey?: string) {
  const withPasskey = passkey !== undefined;
  return queryOptions({
    queryKey: withPasskey ? queryKeys.roles.forPasskey(passkey) : queryKeys.roles.forSession,
    queryFn: () => listRoles(passkey),
    enabled: !withPasskey || passkey.length > 0,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * The workspace's catalogue, asked for by a route's loader beside the page's own data: when it
 * came only once the page had drawn, its answer broke into the drawing of the rows and React
 * drew them twice (docs/capacity.md, the reviewer's pages on a phone).
 */
export function prefetchSessionRoles(client: QueryClient): void {
  void client.prefetchQuery(rolesQuery());
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AdminSessionStateResponseSchema, type AdminSession } from '../../shared/review.schema';
import { apiRequest } from './api-client';
import { adminApiPaths } from './admin-api-paths';
import { queryKeys } from './query-keys';

/** The reviewer's session, or null when not signed in. */
export async function getAdminSession(): Promise<AdminSession | null> {
  const body = await apiRequest(adminApiPaths.adminSession(), {
    schema: AdminSessionStateResponseSchema,
  });
  return body.data;
}

const adminSessionQuery = queryOptions({
  queryKey: queryKeys.adminSession,
  queryFn: getAdminSession,
  retry: false,
  staleTime: Infinity,
});

export function useAdminSession() {
  return useQuery(adminSessionQuery);
}

/**
 * For a route's loader: asks for the session now, before the workspace renders, and runs `then`
 * once it says someone is signed in. Never before: a page's call would answer a visitor who is
 * not signed in with a 401 of its own.
 */
export function whenSignedIn(queryClient: QueryClient, then: () => void): void {
  queryClient.ensureQueryData(adminSessionQuery).then(
    (session) => {
      if (session) then();
    },
    // The workspace's frame shows the session check's failure.
    () => undefined,
  );
}

/** A reviewer has just signed in: the workspace shows them as the server sent them. */
export function setSignedIn(queryClient: QueryClient, session: AdminSession): void {
  queryClient.setQueryData(queryKeys.adminSession, session);
}

/**
 * The session ended (signed out here, or expired or signed out elsewhere): the workspace goes
 * back to its sign-in card and forgets everything it had loaded, so whoever signs in next never
 * sees the previous member's lists, even for a moment.
 */
export function forgetWorkspace(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.adminSession, null);
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.adminSession[0],
  });
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AdminSessionStateResponseSchema, type AdminSession } from '../../shared/review.schema';
import { apiRequest } from './api-client';
import { adminApiPaths } from './admin-api-paths';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { ADMIN_SESSION_ELEMENT } from '../../shared/admin-session-element';

/** The reviewer's session, or null when not signed in. */
export async function getAdminSession(): Promise<AdminSession | null> {
  const body = await apiRequest(adminApiPaths.adminSession(), {
    schema: AdminSessionStateResponseSchema,
  });
  return body.data;
}

/**
 * The session check's answer a workspace page's HTML came with (server/app.ts, `pageState`), read
 * once: the page draws at once instead of asking first. Not parsed with the schema as an answer
 * is: the server wrote it through that schema, into the same response as this build's scripts.
 * Undefined where there is none (another page, or the page was opened from Vite's server).
 */
function sessionInPage(): AdminSession | null | undefined {
  const element = document.getElementById(ADMIN_SESSION_ELEMENT);
  element?.remove();
  if (!element?.textContent) return undefined;
  try {
    return (JSON.parse(element.textContent) as { data: AdminSession | null }).data;
  } catch {
    return undefined;
  }
}

const adminSessionQuery = queryOptions({
  queryKey: queryKeys.adminSession,
  queryFn: getAdminSession,
  retry: false,
  staleTime: Infinity,
});

const inPage = sessionInPage();
if (inPage !== undefined) queryClient.setQueryData(queryKeys.adminSession, inPage);

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

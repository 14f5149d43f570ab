import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitePublicView } from '../../../../shared/invites.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
// The links' keys, not the whole list: the route loader runs this in the entry chunk
// (link-query-keys.ts).
import { linkQueryKeys } from '../../../lib/link-query-keys';

/**
 * The invite's public view. The route's loader asks for it from the entry chunk; its schema is
 * fetched alongside the answer (and preloaded by the page's shell), not with the entry.
 */
export async function getInvite(inviteId: string): Promise<InvitePublicView> {
  const schema = import('../lib/sign-up-schemas').then((module) => module.InvitePublicViewSchema);
  return (await apiRequest(apiPaths.invite(inviteId), { schema })).data;
}

/**
 * The public view of an invite; 404 and 410 are answers, not hiccups, so they are not retried.
 * What the route's loader fetched is fresh enough for the page it opens: not asked for again.
 */
export const inviteQuery = (inviteId: string) =>
  queryOptions({
    queryKey: linkQueryKeys.invite(inviteId),
    queryFn: () => getInvite(inviteId),
    retry: false,
    staleTime: 60_000,
  });

export function useInvite(inviteId: string) {
  return useQuery(inviteQuery(inviteId));
}

export type InviteQuery = ReturnType<typeof useInvite>;

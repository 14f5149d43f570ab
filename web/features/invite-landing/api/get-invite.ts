import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitePublicView } from '../../../../shared/invites.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export async function getInvite(inviteId: string): Promise<InvitePublicView> {
  return (await apiRequest<{ data: InvitePublicView }>(apiPaths.invite(inviteId))).data;
}

/**
 * The public view of an invite; 404 and 410 are answers, not hiccups, so they are not retried.
 * What the route's loader fetched is fresh enough for the page it opens: not asked for again.
 */
export const inviteQuery = (inviteId: string) =>
  queryOptions({
    queryKey: ['invite', inviteId],
    queryFn: () => getInvite(inviteId),
    retry: false,
    staleTime: 60_000,
  });

export function useInvite(inviteId: string) {
  return useQuery(inviteQuery(inviteId));
}

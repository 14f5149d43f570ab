import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import {
  MemberInviteCreatedResponseSchema,
  MemberResponseSchema,
  TeamResponseSchema,
  type CreateMemberInviteRequest,
} from '../../../../shared/members.schema';
import type { MemberRole } from '../../../../shared/team.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
import { pagePath } from '../../../lib/use-cursor-pages';

/**
 * The members (removed ones too, after the active), a page at a time, and the pending member
 * invites (every page holds them all; the first page's are shown).
 */
export function useTeam() {
  const query = useInfiniteQuery({
    queryKey: queryKeys.team,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest(pagePath(adminApiPaths.adminMembers(), pageParam, 50), {
          signal,
          schema: TeamResponseSchema,
        })
      ).data,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const data = useMemo(() => {
    const pages = query.data?.pages;
    if (!pages?.[0]) return undefined;
    return { members: pages.flatMap((page) => page.members), invites: pages[0].invites };
  }, [query.data]);
  return { ...query, data };
}

/** Every change to the team refreshes the list. */
function useTeamChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team }),
  });
}

export const useInviteMember = () =>
  useTeamChange((request: CreateMemberInviteRequest) =>
    apiRequest(adminApiPaths.adminMemberInvites(), {
      method: 'POST',
      body: request,
      schema: MemberInviteCreatedResponseSchema,
    }),
  );

export const useRevokeMemberInvite = () =>
  useTeamChange((id: string) =>
    apiRequest(adminApiPaths.adminMemberInvite(id), {
      method: 'DELETE',
      schema: StatusResponseSchema,
    }),
  );

export const useChangeMemberRole = () =>
  useTeamChange(({ id, role }: { id: string; role: MemberRole }) =>
    apiRequest(adminApiPaths.adminMember(id), {
      method: 'PATCH',
      body: { role },
      schema: MemberResponseSchema,
    }),
  );

export const useRemoveMember = () =>
  useTeamChange((id: string) =>
    apiRequest(adminApiPaths.adminMember(id), { method: 'DELETE', schema: StatusResponseSchema }),
  );

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The members (removed ones too) and the pending member invites. */
export function useTeam() {
  return useQuery({
    queryKey: queryKeys.team,
    queryFn: async () =>
      (await apiRequest(adminApiPaths.adminMembers(), { schema: TeamResponseSchema })).data,
  });
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

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { MemberSessionListResponseSchema } from '../../../../shared/member-sessions.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** A member's signed-in sessions, asked for while the owner has them open. */
export function useMemberSessions(memberId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.memberSessions(memberId),
    enabled,
    queryFn: async () =>
      (
        await apiRequest(adminApiPaths.adminMemberSessions(memberId), {
          schema: MemberSessionListResponseSchema,
        })
      ).data,
  });
}

export function useEndMemberSession(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(adminApiPaths.adminMemberSession(memberId, sessionId), {
        method: 'DELETE',
        schema: StatusResponseSchema,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.memberSessions(memberId) }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { JoinInfoResponseSchema, type JoinInfo } from '../../../../shared/members.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { linkQueryKeys } from '../../../lib/link-query-keys';

async function getJoinInfo(token: string): Promise<JoinInfo> {
  return (await apiRequest(apiPaths.teamJoin(token), { schema: JoinInfoResponseSchema })).data;
}

/** What a member invite is for: who invited, as what. A used or expired one is an error (410). */
export function useJoinInfo(token: string) {
  return useQuery({
    queryKey: linkQueryKeys.teamJoin(token),
    queryFn: () => getJoinInfo(token),
    retry: false,
  });
}

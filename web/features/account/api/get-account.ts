import { useQuery } from '@tanstack/react-query';
import { AccountResponseSchema, type Account } from '../../../../shared/members.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

async function getAccount(): Promise<Account> {
  return (await apiRequest(adminApiPaths.adminMe(), { schema: AccountResponseSchema })).data;
}

export function useAccount() {
  return useQuery({ queryKey: queryKeys.account, queryFn: getAccount });
}

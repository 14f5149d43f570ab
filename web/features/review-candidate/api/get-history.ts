import { useQuery } from '@tanstack/react-query';
import {
  DecisionHistoryResponseSchema,
  type DecisionHistory,
} from '../../../../shared/decisions.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

async function getHistory(id: string, signal?: AbortSignal): Promise<DecisionHistory> {
  const body = await apiRequest(adminApiPaths.adminCandidateHistory(id), {
    signal,
    schema: DecisionHistoryResponseSchema,
  });
  return body.data;
}

/** Every change of the candidate's decision, newest first. */
export function useDecisionHistory(id: string) {
  return useQuery({
    queryKey: queryKeys.candidate.history(id),
    queryFn: ({ signal }) => getHistory(id, signal),
  });
}

import { useQuery } from '@tanstack/react-query';
import {
  CandidateActivityResponseSchema,
  type CandidateActivity,
} from '../../../../shared/decisions.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** How often an open candidate page asks whether anyone changed something. */
export const ACTIVITY_POLL_MS = 4000;

async function getActivity(id: string, signal?: AbortSignal): Promise<CandidateActivity> {
  const body = await apiRequest(adminApiPaths.adminCandidateActivity(id), {
    signal,
    schema: CandidateActivityResponseSchema,
  });
  return body.data;
}

/**
 * The candidate's activity stamp, asked for again every few seconds while the page is visible
 * (TanStack Query pauses the interval in a hidden tab and asks at once when it is shown again).
 */
export function useCandidateActivity(id: string) {
  return useQuery({
    queryKey: queryKeys.candidate.activity(id),
    queryFn: ({ signal }) => getActivity(id, signal),
    refetchInterval: ACTIVITY_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}

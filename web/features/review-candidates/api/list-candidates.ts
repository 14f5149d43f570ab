import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CandidateListResponseSchema } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** `search`: the list's query string (filters, sort, page), as the URL holds it. */
export async function listCandidates(search: string, signal?: AbortSignal) {
  const body = await apiRequest(adminApiPaths.adminCandidates(search), {
    signal,
    schema: CandidateListResponseSchema,
  });
  return body.data;
}

/** One page of the filtered list; the previous page stays on screen while the next loads. */
export function useCandidates(search: string) {
  return useQuery({
    queryKey: queryKeys.candidates.list(search),
    queryFn: ({ signal }) => listCandidates(search, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CandidateListResponseSchema } from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { whenSignedIn } from '../../../lib/admin-session';
import { prefetchSessionRoles } from '../../../lib/admin-roles';
import { LOADED_FRESH_MS, queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** `search`: the list's query string (filters, sort, page), as the URL holds it. */
export async function listCandidates(search: string, signal?: AbortSignal) {
  const body = await apiRequest(adminApiPaths.adminCandidates(search), {
    signal,
    schema: CandidateListResponseSchema,
  });
  return body.data;
}

const candidatesQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.candidates.list(search),
    queryFn: ({ signal }) => listCandidates(search, signal),
    staleTime: LOADED_FRESH_MS,
    retry: false,
  });

/** One page of the filtered list; the previous page stays on screen while the next loads. */
export function useCandidates(search: string) {
  return useQuery({ ...candidatesQuery(search), placeholderData: keepPreviousData });
}

/**
 * Asks for a page of the list from the route's loader, as soon as the session check answers
 * rather than once the workspace and then the page have rendered (docs/capacity.md, the
 * reviewer's pages).
 */
export function prefetchCandidates(search: string): void {
  whenSignedIn(queryClient, () => {
    void queryClient.prefetchQuery({ ...candidatesQuery(search), staleTime: 0 });
    // The filters' role picker: fetched with the page, so both answers come before it draws.
    prefetchSessionRoles(queryClient);
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CandidateNeighboursResponseSchema,
  type CandidateNeighbours,
} from '../../../../shared/review.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** `search`: the list's filters as the URL holds them. */
export async function getNeighbours(
  id: string,
  search: string,
  signal?: AbortSignal,
): Promise<CandidateNeighbours> {
  const body = await apiRequest(adminApiPaths.adminCandidateNeighbours(id, search), {
    signal,
    schema: CandidateNeighboursResponseSchema,
  });
  return body.data;
}

/** Previous / Next in the filtered list; the old buttons stay while the next ones load. */
export function useNeighbours(id: string, search: string) {
  return useQuery({
    queryKey: queryKeys.candidate.neighbours(id, search),
    queryFn: ({ signal }) => getNeighbours(id, search, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

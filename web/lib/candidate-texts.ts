import { useQuery } from '@tanstack/react-query';
import { CandidateTextsResponseSchema } from '../../shared/candidate-texts.schema';
import { apiRequest } from './api-client';
import { adminApiPaths } from './admin-api-paths';
import { queryKeys } from './query-keys';

/**
 * The workspace's words for candidates (docs/product.md#candidate-texts): Settings → Candidate
 * texts edits them, and a role's override shows the workspace's it replaces.
 */
export function useCandidateTexts(enabled = true) {
  return useQuery({
    queryKey: queryKeys.candidateTexts,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(adminApiPaths.adminCandidateTexts(), {
          signal,
          schema: CandidateTextsResponseSchema,
        })
      ).data,
    staleTime: 60_000,
    enabled,
  });
}

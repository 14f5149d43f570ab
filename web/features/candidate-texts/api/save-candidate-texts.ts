import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateTexts } from '../../../../shared/candidate-texts';
import { CandidateTextsResponseSchema } from '../../../../shared/candidate-texts.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

/** Saves the workspace's words for candidates; the answer holds them as saved (sanitised). */
export function useSaveCandidateTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: CandidateTexts) =>
      apiRequest(adminApiPaths.adminCandidateTexts(), {
        method: 'PUT',
        body: texts,
        schema: CandidateTextsResponseSchema,
      }),
    onSuccess: (response) => queryClient.setQueryData(queryKeys.candidateTexts, response.data),
  });
}

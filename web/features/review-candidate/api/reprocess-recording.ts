import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';

/** Processes again the candidate's failed video introduction, or their answer to `questionIndex`. */
export function reprocessRecording(
  id: string,
  questionIndex: number | null = null,
): Promise<{ status: string }> {
  return apiRequest(adminApiPaths.reprocessRecording(id, questionIndex), {
    method: 'POST',
    schema: StatusResponseSchema,
  });
}

/**
 * Processes the candidate's failed video (or their video or audio answer to `questionIndex`)
 * again; the page then shows it on its way. `onStarted` runs once the server took it, before the
 * page reads it again (the button that asked is then gone).
 */
export function useReprocessRecording(
  id: string,
  questionIndex: number | null = null,
  onStarted?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.reprocessRecording(id, questionIndex),
    mutationFn: () => reprocessRecording(id, questionIndex),
    onSuccess: () => onStarted?.(),
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.candidate.detail(id) });
    },
  });
}

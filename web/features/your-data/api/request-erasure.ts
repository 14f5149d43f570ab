import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErasureRequestResponseSchema } from '../../../../shared/your-data.schema';
import { apiRequest } from '../../../lib/api-client';
import { linkQueryKeys } from '../../../lib/link-query-keys';
import { apiPaths } from '../../../lib/paths';
import type { YourData } from './get-your-data';

/**
 * Asks for the candidate's data to be erased. The server answers the request it holds (asking
 * twice changes nothing), and the page shows it at once.
 */
export function useRequestErasure(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(apiPaths.yourData(token, '/erasure'), {
          method: 'POST',
          schema: ErasureRequestResponseSchema,
        })
      ).data,
    onSuccess: (request) =>
      queryClient.setQueryData<YourData>(linkQueryKeys.yourData(token), (data) =>
        data ? { ...data, ...request } : data,
      ),
  });
}

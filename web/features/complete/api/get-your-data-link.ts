import { useQuery } from '@tanstack/react-query';
import { YourDataLinkResponseSchema } from '../../../../shared/your-data.schema';
import { apiRequest } from '../../../lib/api-client';
import { linkQueryKeys } from '../../../lib/link-query-keys';
import { apiPaths } from '../../../lib/paths';

/**
 * The path of the candidate's "Your data" page, asked with their session. Without it the
 * completion page simply shows no link: the thank-you mail carries it too.
 */
export function useYourDataLink(sessionToken: string) {
  return useQuery({
    queryKey: linkQueryKeys.yourDataLink(sessionToken),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(apiPaths.yourDataLink(), {
          signal,
          token: sessionToken,
          schema: YourDataLinkResponseSchema,
        })
      ).data.path,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import { YourDataResponseSchema } from '../../../../shared/your-data.schema';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { linkQueryKeys } from '../../../lib/link-query-keys';
import { apiPaths } from '../../../lib/paths';

/**
 * What the candidate's link shows: their name, the team's notice and contact, and their erasure
 * request. A refusal (an unknown link, or the data already erased) is final: never retried.
 */
export function useYourData(token: string, enabled: boolean) {
  return useQuery({
    // The token is the only key to the candidate's data: kept out of the query key.
    queryKey: linkQueryKeys.yourData(token),
    queryFn: async ({ signal }) =>
      (await apiRequest(apiPaths.yourData(token), { signal, schema: YourDataResponseSchema })).data,
    enabled,
    retry: (failures, error) =>
      failures < 2 &&
      !(error instanceof ApiError && error.httpStatus > 0 && error.httpStatus < 500),
    refetchOnWindowFocus: false,
  });
}

export type YourData = NonNullable<ReturnType<typeof useYourData>['data']>;

import { useMutation, useQuery } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import {
  PublicShareResponseSchema,
  type ShareFeedbackRequest,
} from '../../../../shared/shares.schema';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { linkQueryKeys } from '../../../lib/link-query-keys';

/** The share a link opens; a 404 or 410 (unknown, expired, revoked) is final, never retried. */
export function useShare(token: string) {
  return useQuery({
    // The token is the share's only key: kept out of any key that is logged or persisted.
    queryKey: linkQueryKeys.share(token),
    queryFn: async ({ signal }) =>
      (await apiRequest(apiPaths.share(token), { signal, schema: PublicShareResponseSchema })).data,
    retry: (failures, error) =>
      failures < 1 &&
      !(error instanceof ApiError && error.httpStatus < 500 && error.httpStatus > 0),
    refetchOnWindowFocus: false,
  });
}

export function useLeaveFeedback(token: string) {
  return useMutation({
    mutationFn: (feedback: ShareFeedbackRequest) =>
      apiRequest(apiPaths.shareFeedback(token), {
        method: 'POST',
        body: feedback,
        schema: StatusResponseSchema,
      }),
  });
}

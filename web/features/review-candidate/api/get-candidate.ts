import { useQuery } from '@tanstack/react-query';
import {
  CandidateDetailResponseSchema,
  type CandidateDetail,
} from '../../../../shared/review.schema';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';

export async function getCandidate(id: string, signal?: AbortSignal): Promise<CandidateDetail> {
  const body = await apiRequest(adminApiPaths.adminCandidate(id), {
    signal,
    schema: CandidateDetailResponseSchema,
  });
  return body.data;
}

/** How often to look again while the video is still on its way. */
const VIDEO_WAIT_POLL_MS = 5000;

/**
 * One candidate with everything they gave us; a 404 or 401 is not worth a second try. While the
 * video is still uploading or being processed, it is asked for again until it is ready.
 */
export function useCandidate(id: string) {
  return useQuery({
    queryKey: queryKeys.candidate.detail(id),
    queryFn: ({ signal }) => getCandidate(id, signal),
    refetchInterval: (query) =>
      query.state.data?.video.state === 'uploading' ? VIDEO_WAIT_POLL_MS : false,
    retry: (failures, error) =>
      failures < 1 &&
      !(error instanceof ApiError && error.httpStatus < 500 && error.httpStatus > 0),
  });
}

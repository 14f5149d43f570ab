import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CandidateDetailResponseSchema,
  type CandidateDetail,
} from '../../../../shared/review.schema';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { whenSignedIn } from '../../../lib/admin-session';
import { LOADED_FRESH_MS, queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getCandidate(id: string, signal?: AbortSignal): Promise<CandidateDetail> {
  const body = await apiRequest(adminApiPaths.adminCandidate(id), {
    signal,
    schema: CandidateDetailResponseSchema,
  });
  return body.data;
}

const candidateQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.candidate.detail(id),
    queryFn: ({ signal }) => getCandidate(id, signal),
    staleTime: LOADED_FRESH_MS,
  });

/** How often to look again while the video is still on its way. */
const VIDEO_WAIT_POLL_MS = 5000;
/** While it waits for storage: the pauses between tries grow to an hour, so no need to ask often. */
const STORAGE_WAIT_POLL_MS = 30_000;

/** The video introduction's state and each video or audio answer's alike. */
function recordingsPollMs(candidate: CandidateDetail | undefined): number | false {
  if (!candidate) return false;
  const states = [candidate.video.state, ...candidate.media.map((answer) => answer.state)];
  if (states.includes('uploading')) return VIDEO_WAIT_POLL_MS;
  return states.includes('waiting') ? STORAGE_WAIT_POLL_MS : false;
}

/**
 * One candidate with everything they gave us; a 404 or 401 is not worth a second try. While the
 * video or a video or audio answer is still uploading or being processed (processed again after
 * Try processing again too), it is asked for again until it is ready.
 */
export function useCandidate(id: string) {
  return useQuery({
    ...candidateQuery(id),
    refetchInterval: (query) => recordingsPollMs(query.state.data),
    retry: (failures, error) =>
      failures < 1 &&
      !(error instanceof ApiError && error.httpStatus < 500 && error.httpStatus > 0),
  });
}

/**
 * Asks for the candidate from the route's loader, as soon as the session check answers rather
 * than once the workspace and then the page have rendered: the video's poster, what a phone
 * draws largest, starts sooner (docs/capacity.md, the reviewer's pages).
 */
export function prefetchCandidate(id: string): void {
  whenSignedIn(
    queryClient,
    () => void queryClient.prefetchQuery({ ...candidateQuery(id), staleTime: 0 }),
  );
}

import {
  VideoUnavailableResponseSchema,
  type VideoUnavailableRequest,
  type VideoUnavailableResponse,
} from '../../../../shared/video-unavailable.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** "I can't record a video": why, and the assessment is complete without one. */
export function reportVideoUnavailable(
  token: string,
  body: VideoUnavailableRequest,
): Promise<VideoUnavailableResponse> {
  return apiRequest(apiPaths.videoUnavailable(), {
    method: 'POST',
    token,
    body,
    schema: VideoUnavailableResponseSchema,
  });
}

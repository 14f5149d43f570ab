import {
  SubmitRecordingResponseSchema,
  type SubmitRecordingRequest,
  type SubmitRecordingResponse,
} from '../../../../shared/recording.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function submitRecording(
  token: string,
  body: SubmitRecordingRequest,
): Promise<SubmitRecordingResponse> {
  return apiRequest(apiPaths.submitVideo(), {
    method: 'POST',
    token,
    body,
    schema: SubmitRecordingResponseSchema,
  });
}

import type {
  SubmitRecordingRequest,
  SubmitRecordingResponse,
} from '../../../../shared/recording.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function submitRecording(
  token: string,
  body: SubmitRecordingRequest,
): Promise<SubmitRecordingResponse> {
  return apiRequest<SubmitRecordingResponse>(apiPaths.submitVideo(), {
    method: 'POST',
    token,
    body,
  });
}

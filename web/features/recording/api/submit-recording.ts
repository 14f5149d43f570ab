import type { SubmitRecordingRequest } from '../../../../shared/recording.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export interface SubmittedProgress {
  progress: { step: 'complete'; videoCompleted: true; completedAt: string; overTime: boolean };
}

export function submitRecording(
  token: string,
  body: SubmitRecordingRequest,
): Promise<SubmittedProgress> {
  return apiRequest<SubmittedProgress>(apiPaths.submitVideo(), { method: 'POST', token, body });
}

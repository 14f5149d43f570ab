import {
  SubmitAnswerRecordingResponseSchema,
  type SubmitAnswerRecordingResponse,
} from '../../../../shared/answer-recording.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** `POST /api/assessment/answers/:questionId/recording`: a video or audio answer submitted. */
export function submitAnswerRecording(
  token: string,
  questionId: number,
  uploadId: string,
): Promise<SubmitAnswerRecordingResponse> {
  return apiRequest(apiPaths.answerRecording(questionId), {
    method: 'POST',
    token,
    body: { uploadId },
    schema: SubmitAnswerRecordingResponseSchema,
  });
}

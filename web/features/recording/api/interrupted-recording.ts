import {
  SubmitAnswerRecordingResponseSchema,
  type SubmitAnswerRecordingResponse,
} from '../../../../shared/answer-recording.schema';
import {
  InterruptedRecordingResponseSchema,
  type InterruptedRecording,
  type SubmitInterruptedRequest,
} from '../../../../shared/interrupted-recording.schema';
import {
  SubmitRecordingResponseSchema,
  type SubmitRecordingResponse,
} from '../../../../shared/recording.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

const INTERRUPTED_PATH = '/api/assessment/video/interrupted';
const UPLOADS_PATH = '/api/recordings/uploads';

/** The candidate's take cut short mid-way, with what the server holds of it; null when none. */
export async function getInterruptedRecording(token: string): Promise<InterruptedRecording | null> {
  const answer = await apiRequest(INTERRUPTED_PATH, {
    token,
    schema: InterruptedRecordingResponseSchema,
  });
  return answer.recording;
}

/** Submit the saved part: the server finishes it and the video step completes. */
export function submitInterruptedRecording(
  token: string,
  body: SubmitInterruptedRequest,
): Promise<SubmitRecordingResponse> {
  return apiRequest(INTERRUPTED_PATH, {
    method: 'POST',
    token,
    body,
    schema: SubmitRecordingResponseSchema,
  });
}

/** The take of a question's video or audio answer cut short mid-way; null when none. */
export async function getInterruptedAnswer(
  token: string,
  questionId: number,
): Promise<InterruptedRecording | null> {
  const answer = await apiRequest(apiPaths.answerInterrupted(questionId), {
    token,
    schema: InterruptedRecordingResponseSchema,
  });
  return answer.recording;
}

/** Submit the saved part as the question's answer: the server finishes it, the question is done. */
export function submitInterruptedAnswer(
  token: string,
  questionId: number,
  body: SubmitInterruptedRequest,
): Promise<SubmitAnswerRecordingResponse> {
  return apiRequest(apiPaths.answerInterrupted(questionId), {
    method: 'POST',
    token,
    body,
    schema: SubmitAnswerRecordingResponseSchema,
  });
}

/**
 * Record again: the saved part is deleted (tus termination), so a reload before the new take
 * starts does not offer it again. Gone already is fine: the next take replaces it anyway.
 */
export async function discardInterruptedRecording(token: string, uploadId: string): Promise<void> {
  await fetch(`${UPLOADS_PATH}/${encodeURIComponent(uploadId)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
  }).catch(() => undefined);
}

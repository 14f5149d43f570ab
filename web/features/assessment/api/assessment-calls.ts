import { StatusResponseSchema } from '../../../../shared/api.schema';
import {
  CompleteAssessmentResponseSchema,
  SaveAnswerResponseSchema,
  type CompleteAssessmentResponse,
  type IntegrityEventRequest,
  type SaveAnswerRequest,
  type SaveAnswerResponse,
  type SaveProgressRequest,
} from '../../../../shared/assessment.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** The candidate's calls, each authorised by their secret `unique`. */

export function saveAnswer(
  token: string,
  questionId: number,
  body: SaveAnswerRequest,
): Promise<SaveAnswerResponse> {
  return apiRequest(apiPaths.answer(questionId), {
    method: 'PUT',
    token,
    body,
    schema: SaveAnswerResponseSchema,
  });
}

export function saveProgress(token: string, body: SaveProgressRequest): Promise<unknown> {
  return apiRequest(apiPaths.progress(), {
    method: 'PUT',
    token,
    body,
    schema: StatusResponseSchema,
  });
}

/** A role without video: the last answer submits the assessment. */
export function completeAssessment(token: string): Promise<CompleteAssessmentResponse> {
  return apiRequest(apiPaths.completeAssessment(), {
    method: 'POST',
    token,
    schema: CompleteAssessmentResponseSchema,
  });
}

/**
 * Sent with `keepalive`, so that the event of a page being left (a reload, the tab closed) still
 * reaches the server as the page unloads (`docs/integrity.md`).
 */
export function recordIntegrityEvent(token: string, body: IntegrityEventRequest): Promise<unknown> {
  return apiRequest(apiPaths.events(), {
    method: 'POST',
    token,
    body,
    keepalive: true,
    schema: StatusResponseSchema,
  });
}

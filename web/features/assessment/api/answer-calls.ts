import { StatusResponseSchema } from '../../../../shared/api.schema';
import { SkipQuestionResponseSchema, type Answer } from '../../../../shared/assessment.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Skips an optional question (`skip: true`) or undoes the skip; answers the server's version. */
export async function setQuestionSkipped(
  token: string,
  questionId: number,
  skip: boolean,
): Promise<Answer> {
  const response = await apiRequest(apiPaths.answerSkip(questionId), {
    method: skip ? 'POST' : 'DELETE',
    token,
    schema: SkipQuestionResponseSchema,
  });
  return response.answer;
}

/** Removes the file given as a question's answer. */
export function removeAnswerFile(token: string, questionId: number): Promise<unknown> {
  return apiRequest(apiPaths.answerFile(questionId), {
    method: 'DELETE',
    token,
    schema: StatusResponseSchema,
  });
}

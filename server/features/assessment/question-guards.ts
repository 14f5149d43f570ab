import { and, eq } from 'drizzle-orm';
import type { AnswerForm, AnswerType } from '../../../shared/question-forms.schema';
import type { Role } from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { answers } from '../../db/schema';
import { AppError } from '../../plugins/errors';

/**
 * The checks every answer to a question passes, whatever its kind (text, choice, file, recording):
 * the question exists, is answered the way it was sent, and is not skipped
 * (docs/product.md#answer-types). The file and recording routes call them too.
 */

/** The question's form, if an answer of kind `sent` fits it; else 400 `question-missing` / 409 `answer-type-mismatch`. */
export function requireAnswerType<T extends AnswerType>(
  role: Pick<Role, 'questions' | 'forms'>,
  questionIndex: number,
  sent: T,
): Extract<AnswerForm, { type: T }> {
  const form = role.forms[questionIndex];
  if (role.questions[questionIndex] === undefined || form === undefined) {
    throw new AppError('question-missing', questionIndex);
  }
  if (form.answer.type !== sent) {
    throw new AppError('answer-type-mismatch', questionIndex, form.answer.type, sent);
  }
  return form.answer as Extract<AnswerForm, { type: T }>;
}

/** Whether the candidate skipped this optional question. */
export async function isQuestionSkipped(
  db: Database,
  candidateId: string,
  questionIndex: number,
): Promise<boolean> {
  const [row] = await db
    .select({ skipped: answers.skipped })
    .from(answers)
    .where(and(eq(answers.candidateId, candidateId), eq(answers.questionIndex, questionIndex)));
  return row?.skipped ?? false;
}

/** 409 `question-skipped` while the candidate has this question skipped: nothing of it is taken. */
export async function refuseIfSkipped(
  db: Database,
  candidateId: string,
  questionIndex: number,
): Promise<void> {
  if (await isQuestionSkipped(db, candidateId, questionIndex)) {
    throw new AppError('question-skipped', questionIndex);
  }
}

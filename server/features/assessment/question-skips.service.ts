import type { Answer } from '../../../shared/assessment.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { lockCandidate } from '../answer-files/answer-files.service';
import type { AdmittedCandidate } from '../candidates/candidate-row';
import { listAnswers } from './assessment.repository';
import { noteActivity, requireNotSubmitted, toAnswer } from './assessment.service';
import { questionsDone } from './question-progress';
import { markNotSkipped, markSkipped } from './question-skips.repository';

/** The question's text, or 400 `question-missing`. */
function questionOf(candidate: AdmittedCandidate, questionIndex: number): string {
  const question = candidate.role.questions[questionIndex];
  if (question === undefined) throw new AppError('question-missing', questionIndex);
  return question;
}

/**
 * Skips an optional question (docs/product.md#answer-types). A required one is refused (409
 * `question-required`), and so is one already answered (409 `question-answered`): the candidate
 * removes their answer first, so a skip never hides what they gave. Skipping twice answers the same.
 */
export async function skipQuestion(
  db: Database,
  candidate: AdmittedCandidate,
  questionIndex: number,
  now = new Date(),
): Promise<Answer> {
  requireNotSubmitted(candidate);
  const question = questionOf(candidate, questionIndex);
  if (candidate.role.forms[questionIndex]?.required !== false) {
    throw new AppError('question-required', questionIndex);
  }
  // Under the candidate's row lock, which a file save holds too: done-ness is read again there,
  // so a file (or any answer) that lands meanwhile is never hidden by the skip.
  const row = await db.transaction(async (tx) => {
    const state = await lockCandidate(tx, candidate.id);
    if (state === 'submitted') throw new AppError('assessment-submitted');
    if (state === 'candidate-gone') throw new AppError('session-invalid');
    const rows = await listAnswers(tx, candidate.id);
    const current = rows.find((answer) => answer.questionIndex === questionIndex);
    if (current?.skipped) return { current, written: null };
    const done = await questionsDone(tx, candidate, rows);
    if (done[questionIndex]) throw new AppError('question-answered', questionIndex);
    const written = await markSkipped(tx, { candidateId: candidate.id, questionIndex, question });
    // An answer saved between the check and the skip: it stands, and the skip is refused.
    if (!written) throw new AppError('question-answered', questionIndex);
    return { current: null, written };
  });
  if (row.current) return toAnswer(row.current);
  await noteActivity(db, candidate, now);
  return toAnswer(row.written);
}

/** Undoes a skip: the question takes answers again. Undoing a skip that is not there answers the same. */
export async function unskipQuestion(
  db: Database,
  candidate: AdmittedCandidate,
  questionIndex: number,
  now = new Date(),
): Promise<Answer> {
  requireNotSubmitted(candidate);
  const question = questionOf(candidate, questionIndex);
  const row = await markNotSkipped(db, candidate.id, questionIndex);
  await noteActivity(db, candidate, now);
  if (row) return toAnswer(row);
  return {
    questionId: questionIndex,
    question,
    answer: '',
    choices: null,
    skipped: false,
    sequence: 0,
    updatedAt: now.toISOString(),
  };
}

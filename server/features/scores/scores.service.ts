import type { CandidateScores, PutScoreRequest } from '../../../shared/scores.schema';
import type { Member } from '../../../shared/team.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  candidateQuestionCount,
  deleteMemberScore,
  insertScoreChange,
  lockMemberScore,
  selectCandidateScores,
  upsertMemberScore,
  type CandidateScoreRow,
} from './scores.repository';
import { isPgError, PG_ERROR } from '../../db/postgres-error';

type Actor = Pick<Member, 'id' | 'name'>;

/**
 * Told of a saved change inside its transaction, so what it writes (the `review.updated`
 * webhook) is saved with the score or not at all.
 */
export type ScoreChangeListener = (tx: Database) => Promise<unknown>;
const nobody: ScoreChangeListener = () => Promise.resolve();

/** The team's scores of a candidate as the candidate page shows them; `mine` is the asker's. */
export function toCandidateScores(
  rows: CandidateScoreRow[],
  memberId: string | undefined,
): CandidateScores {
  const byMember = rows.map((row) => ({
    memberId: row.memberId,
    name: row.name,
    score: row.score,
    questionScores: row.questionScores,
    updatedAt: row.updatedAt.toISOString(),
  }));
  const sum = byMember.reduce((total, entry) => total + entry.score, 0);
  return {
    average: byMember.length === 0 ? null : sum / byMember.length,
    count: byMember.length,
    mine: byMember.find((entry) => entry.memberId === memberId) ?? null,
    byMember,
  };
}

export async function candidateScores(
  db: Database,
  candidateId: string,
  memberId: string | undefined,
): Promise<CandidateScores> {
  return toCandidateScores(await selectCandidateScores(db, candidateId), memberId);
}

function isForeignKeyViolation(error: unknown): boolean {
  return isPgError(error, PG_ERROR.foreignKeyViolation);
}

/** A candidate deleted by someone else between the check and the save is missing, not a 500. */
function missingWhenDeleted(error: unknown): never {
  if (isForeignKeyViolation(error)) throw new AppError('candidate-missing');
  throw error;
}

const sameScores = (a: (number | null)[], b: (number | null)[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Sets the member's own score (and per-question scores, one per question the candidate was
 * asked at most), recording a change of the overall score in the decision history.
 */
export async function putMemberScore(
  db: Database,
  candidateId: string,
  member: Actor,
  input: PutScoreRequest,
  onChange = nobody,
  now = new Date(),
): Promise<CandidateScores> {
  const questions = await candidateQuestionCount(db, candidateId);
  if (questions === null) throw new AppError('candidate-missing');
  const questionScores = input.questionScores ?? [];
  if (questionScores.length > questions) throw new AppError('too-many-scores');

  await db
    .transaction(async (tx) => {
      const before = await lockMemberScore(tx, candidateId, member.id);
      if (before?.score === input.score && sameScores(before.questionScores, questionScores)) {
        return;
      }
      await upsertMemberScore(tx, {
        candidateId,
        memberId: member.id,
        score: input.score,
        questionScores,
        updatedAt: now,
      });
      if (before?.score !== input.score) {
        await insertScoreChange(tx, {
          candidateId,
          memberId: member.id,
          actor: member.name,
          field: 'score',
          value: String(input.score),
          createdAt: now,
        });
      }
      await onChange(tx);
    })
    .catch(missingWhenDeleted);
  return candidateScores(db, candidateId, member.id);
}

/** Takes the member's own score away (a change the history records as a cleared score). */
export async function deleteOwnScore(
  db: Database,
  candidateId: string,
  member: Actor,
  onChange = nobody,
  now = new Date(),
): Promise<CandidateScores> {
  if ((await candidateQuestionCount(db, candidateId)) === null) {
    throw new AppError('candidate-missing');
  }
  await db
    .transaction(async (tx) => {
      if (!(await deleteMemberScore(tx, candidateId, member.id))) return;
      await insertScoreChange(tx, {
        candidateId,
        memberId: member.id,
        actor: member.name,
        field: 'score',
        value: null,
        createdAt: now,
      });
      await onChange(tx);
    })
    .catch(missingWhenDeleted);
  return candidateScores(db, candidateId, member.id);
}

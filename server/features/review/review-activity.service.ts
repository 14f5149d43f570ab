import type { CandidateActivity, DecisionHistory } from '../../../shared/decisions.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findActivity, listDecisionChanges } from './review-activity.repository';
import { candidateExists } from './review-detail.repository';

function isoOrNull(epochMs: number | string | null): string | null {
  return epochMs === null ? null : new Date(Number(epochMs)).toISOString();
}

export async function candidateActivity(
  db: Database,
  candidateId: string,
): Promise<CandidateActivity> {
  const row = await findActivity(db, candidateId);
  if (!row) throw new AppError('candidate-missing');
  return {
    reviewVersion: Number(row.reviewVersion),
    commentCount: Number(row.commentCount),
    lastCommentId: row.lastCommentId === null ? null : Number(row.lastCommentId),
    lastCommentAt: isoOrNull(row.lastCommentAt),
    scoreCount: Number(row.scoreCount),
    lastScoreAt: isoOrNull(row.lastScoreAt),
  };
}

export async function decisionHistory(db: Database, candidateId: string): Promise<DecisionHistory> {
  if (!(await candidateExists(db, candidateId))) {
    throw new AppError('candidate-missing');
  }
  const rows = await listDecisionChanges(db, candidateId);
  return { items: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
}

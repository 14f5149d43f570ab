import type { Review, UpdateReviewRequest } from '../../../shared/review.schema';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  inTransaction,
  insertReviewChanges,
  lockReview,
  upsertReview,
  type ReviewFields,
} from './review-decision.repository';
import { candidateExists } from './review-detail.repository';
import { toReview } from './review-detail.service';

const FIELDS = ['score', 'notes', 'status'] as const;
const UNREVIEWED = { score: null, notes: '', status: 'new' } as const;

/** How a value is written in the history: text, or null for a cleared score. */
function historyValue(value: string | number | null): string | null {
  return value === null ? null : String(value);
}

/**
 * Saves the fields sent (score, notes, status) and records each one that really changed, with
 * who changed it, in the review history.
 */
export async function updateReview(
  db: Database,
  candidateId: string,
  input: UpdateReviewRequest,
  actor: string,
  now = new Date(),
): Promise<Review> {
  if (!(await candidateExists(db, candidateId))) {
    throw new AppError(404, TEXTS.workspace.candidateMissing);
  }
  const fields: ReviewFields = {};
  if (input.score !== undefined) fields.score = input.score;
  if (input.notes !== undefined) fields.notes = input.notes;
  if (input.status !== undefined) fields.status = input.status;

  const saved = await inTransaction(db, async (tx) => {
    const before = (await lockReview(tx, candidateId)) ?? UNREVIEWED;
    const changed = FIELDS.filter(
      (field) => fields[field] !== undefined && fields[field] !== before[field],
    );
    const row = await upsertReview(tx, candidateId, fields, actor, now);
    await insertReviewChanges(
      tx,
      changed.map((field) => ({
        candidateId,
        actor,
        field,
        value: historyValue(fields[field] ?? null),
        createdAt: now,
      })),
    );
    return row;
  }).catch((error: unknown) => {
    // Deleted by another reviewer between the check above and the save.
    if (isForeignKeyViolation(error)) throw new AppError(404, TEXTS.workspace.candidateMissing);
    throw error;
  });
  return toReview(saved);
}

/** Drizzle wraps the database client's error: the PostgreSQL code is on its cause. */
function isForeignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === '23503';
}

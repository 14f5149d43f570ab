import type { Review, ReviewStatus, UpdateReviewRequest } from '../../../shared/review.schema';
import type { Member } from '../../../shared/team.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  inTransaction,
  insertReviewChanges,
  lockReview,
  updateReviewRow,
  type ReviewFields,
} from './review-decision.repository';
import { candidateExists } from './review-detail.repository';
import { toReview } from './review-detail.service';
import { isPgError, PG_ERROR } from '../../db/postgres-error';

const FIELDS = ['notes', 'status'] as const;

/**
 * Told of a saved change inside its transaction, so what it writes (the `review.updated`
 * webhook) is saved with the change or not at all.
 */
export type ReviewChangeListener = (
  tx: Database,
  change: { changed: ('notes' | 'status')[]; previousStatus: ReviewStatus },
) => Promise<unknown>;

/**
 * Saves the status and notes sent, when they are based on the saved version (else 409 and nothing
 * saved: the reviewer saw an older decision), bumps the version when something really changed,
 * and records each changed field, with who changed it, in the decision history.
 */
export async function updateReview(
  db: Database,
  candidateId: string,
  input: UpdateReviewRequest,
  member: Pick<Member, 'id' | 'name'>,
  onChange: ReviewChangeListener = () => Promise.resolve(),
  now = new Date(),
): Promise<{ review: Review; changed: boolean }> {
  if (!(await candidateExists(db, candidateId))) {
    throw new AppError('candidate-missing');
  }
  let changedAny = false;
  const fields: ReviewFields = {};
  if (input.notes !== undefined) fields.notes = input.notes;
  if (input.status !== undefined) fields.status = input.status;

  const saved = await inTransaction(db, async (tx) => {
    const before = await lockReview(tx, candidateId);
    if (before.version !== input.baseVersion) throw new AppError('decision-stale');
    const changed = FIELDS.filter(
      (field) => fields[field] !== undefined && fields[field] !== before[field],
    );
    if (changed.length === 0) return before;
    changedAny = true;
    const row = await updateReviewRow(tx, candidateId, fields, {
      version: before.version + 1,
      updatedBy: member.name,
      updatedAt: now,
    });
    await insertReviewChanges(
      tx,
      changed.map((field) => ({
        candidateId,
        actor: member.name,
        memberId: member.id,
        field,
        value: fields[field] ?? null,
        createdAt: now,
      })),
    );
    await onChange(tx, { changed, previousStatus: before.status });
    return row;
  }).catch((error: unknown) => {
    // Deleted by another reviewer between the check above and the save.
    if (isForeignKeyViolation(error)) throw new AppError('candidate-missing');
    throw error;
  });
  return { review: toReview(saved), changed: changedAny };
}

function isForeignKeyViolation(error: unknown): boolean {
  return isPgError(error, PG_ERROR.foreignKeyViolation);
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewChanges, reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewFields = Partial<Pick<ReviewRow, 'score' | 'notes' | 'status'>>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** The review row, locked until the transaction ends so two saves apply one after the other. */
export async function lockReview(tx: Transaction, candidateId: string): Promise<ReviewRow | null> {
  const rows = await tx
    .select()
    .from(reviews)
    .where(eq(reviews.candidateId, candidateId))
    .for('update');
  return rows[0] ?? null;
}

/** Inserts or updates the review, writing only the fields given (and who and when). */
export async function upsertReview(
  tx: Transaction,
  candidateId: string,
  fields: ReviewFields,
  actor: string,
  at: Date,
): Promise<ReviewRow> {
  const stamp = { updatedAt: at, updatedBy: actor };
  const [row] = await tx
    .insert(reviews)
    .values({ candidateId, ...fields, ...stamp })
    .onConflictDoUpdate({ target: reviews.candidateId, set: { ...fields, ...stamp } })
    .returning();
  if (!row) throw new Error('The review upsert returned no row');
  return row;
}

export async function insertReviewChanges(
  tx: Transaction,
  changes: (typeof reviewChanges.$inferInsert)[],
): Promise<void> {
  if (changes.length > 0) await tx.insert(reviewChanges).values(changes);
}

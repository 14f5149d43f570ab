import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewChanges, reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewFields = Partial<Pick<ReviewRow, 'notes' | 'status'>>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * The review row, made if there is none yet (version 0) and locked until the transaction ends, so
 * two saves apply one after the other and the second sees the first one's version.
 */
export async function lockReview(tx: Transaction, candidateId: string): Promise<ReviewRow> {
  await tx.insert(reviews).values({ candidateId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(reviews)
    .where(eq(reviews.candidateId, candidateId))
    .for('update');
  if (!row) throw new Error('The review row was not made');
  return row;
}

/** Writes the fields given, the next version, and who and when. */
export async function updateReviewRow(
  tx: Transaction,
  candidateId: string,
  fields: ReviewFields,
  stamp: { version: number; updatedBy: string; updatedAt: Date },
): Promise<ReviewRow> {
  const [row] = await tx
    .update(reviews)
    .set({ ...fields, ...stamp })
    .where(eq(reviews.candidateId, candidateId))
    .returning();
  if (!row) throw new Error('The review update returned no row');
  return row;
}

export async function insertReviewChanges(
  tx: Transaction,
  changes: (typeof reviewChanges.$inferInsert)[],
): Promise<void> {
  if (changes.length > 0) await tx.insert(reviewChanges).values(changes);
}

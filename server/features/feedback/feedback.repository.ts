import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedback } from '../../db/schema';

/**
 * One feedback per candidate, and the first one sent is kept: answers false when the candidate
 * already had one (nothing is changed then).
 */
export async function insertFeedbackOnce(
  db: Database,
  row: { candidateId: string; rating: number | null; text: string },
): Promise<boolean> {
  const inserted = await db
    .insert(feedback)
    .values(row)
    .onConflictDoNothing({ target: feedback.candidateId })
    .returning({ candidateId: feedback.candidateId });
  return inserted.length > 0;
}

/** When the candidate sent their feedback, or null when they have not. */
export async function findFeedbackSentAt(db: Database, candidateId: string): Promise<Date | null> {
  const [row] = await db
    .select({ sentAt: feedback.createdAt })
    .from(feedback)
    .where(eq(feedback.candidateId, candidateId));
  return row?.sentAt ?? null;
}

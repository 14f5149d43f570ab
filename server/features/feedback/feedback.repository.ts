import type { Database } from '../../db/client';
import { feedback } from '../../db/schema';

/** One feedback per candidate: a second submit replaces the first. */
export async function upsertFeedback(
  db: Database,
  row: { candidateId: string; rating: number | null; text: string },
) {
  await db
    .insert(feedback)
    .values(row)
    .onConflictDoUpdate({
      target: feedback.candidateId,
      set: { rating: row.rating, text: row.text, createdAt: new Date() },
    });
}

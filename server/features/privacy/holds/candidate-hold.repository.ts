import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { candidates } from '../../../db/schema';

export interface HoldRow {
  name: string;
  heldAt: Date | null;
  holdReason: string | null;
  heldBy: string | null;
}

const holdColumns = {
  name: candidates.name,
  heldAt: candidates.heldAt,
  holdReason: candidates.holdReason,
  heldBy: candidates.heldBy,
};

/** Sets (or replaces) the candidate's hold; their row after, or null when there is no such candidate. */
export async function setHold(
  db: Database,
  candidateId: string,
  hold: { reason: string; by: string; at: Date },
): Promise<HoldRow | null> {
  const [row] = await db
    .update(candidates)
    .set({ heldAt: hold.at, holdReason: hold.reason, heldBy: hold.by.slice(0, 160) })
    .where(eq(candidates.id, candidateId))
    .returning(holdColumns);
  return row ?? null;
}

/**
 * Lifts the candidate's hold; their row as it was before (whether there was a hold), or null
 * when there is no such candidate.
 */
export async function clearHold(db: Database, candidateId: string): Promise<HoldRow | null> {
  const [before] = await db
    .select(holdColumns)
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update');
  if (!before) return null;
  if (before.heldAt) {
    await db
      .update(candidates)
      .set({ heldAt: null, holdReason: null, heldBy: null })
      .where(eq(candidates.id, candidateId));
  }
  return before;
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateSessions, candidates } from '../../db/schema';

export type CandidateRow = typeof candidates.$inferSelect;

export async function findCandidateByInvite(
  db: Database,
  inviteCode: string,
): Promise<CandidateRow | null> {
  const rows = await db.select().from(candidates).where(eq(candidates.inviteCode, inviteCode));
  return rows[0] ?? null;
}

/** Inserts the candidate unless the invite is already bound; answers the row bound to it now. */
export async function insertCandidateOnce(
  db: Database,
  row: typeof candidates.$inferInsert,
): Promise<CandidateRow> {
  await db.insert(candidates).values(row).onConflictDoNothing({ target: candidates.inviteCode });
  const bound = await findCandidateByInvite(db, row.inviteCode);
  if (!bound) throw new Error('The candidate row vanished after insert');
  return bound;
}

export async function insertCandidateSession(
  db: Database,
  candidateId: string,
  secretHash: string,
): Promise<void> {
  await db.insert(candidateSessions).values({ candidateId, secretHash });
}

export async function findCandidateBySecretHash(
  db: Database,
  secretHash: string,
): Promise<CandidateRow | null> {
  const rows = await db
    .select({ candidate: candidates })
    .from(candidateSessions)
    .innerJoin(candidates, eq(candidates.id, candidateSessions.candidateId))
    .where(eq(candidateSessions.secretHash, secretHash));
  return rows[0]?.candidate ?? null;
}

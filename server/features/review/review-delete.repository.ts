import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidates, invites, recordings } from '../../db/schema';

/** Every recording of the candidate (also discarded ones), for the files they left on disk. */
export async function listRecordingFiles(db: Database, candidateId: string) {
  return db
    .select({
      uploadId: recordings.uploadId,
      storageKey: recordings.storageKey,
      posterKey: recordings.posterKey,
    })
    .from(recordings)
    .where(eq(recordings.candidateId, candidateId));
}

/**
 * Deletes the candidate (their sessions, answers, recordings, feedback, events and review go
 * with the foreign keys' cascade) and revokes the invite they used, which is kept as a record.
 * Answers false when there was no such candidate.
 */
export async function deleteCandidateRows(
  db: Database,
  candidateId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(candidates)
      .where(eq(candidates.id, candidateId))
      .returning({ inviteCode: candidates.inviteCode });
    if (!deleted) return false;
    await tx
      .update(invites)
      .set({ revokedAt: now })
      .where(and(eq(invites.code, deleted.inviteCode), isNull(invites.revokedAt)));
    return true;
  });
}

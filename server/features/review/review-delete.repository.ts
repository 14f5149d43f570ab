import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
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
 * `beforeDelete` runs first in the same transaction (what tells of the deletion reads the
 * candidate there and is saved with it). No such candidate: 404, and nothing is saved.
 */
export async function deleteCandidateRows(
  db: Database,
  candidateId: string,
  now: Date,
  beforeDelete: (tx: Database) => Promise<unknown>,
): Promise<void> {
  return db.transaction(async (tx) => {
    await beforeDelete(tx);
    const [deleted] = await tx
      .delete(candidates)
      .where(eq(candidates.id, candidateId))
      .returning({ inviteCode: candidates.inviteCode });
    if (!deleted) throw new AppError('candidate-missing');
    await tx
      .update(invites)
      .set({ revokedAt: now })
      .where(and(eq(invites.code, deleted.inviteCode), isNull(invites.revokedAt)));
  });
}

import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { candidateSessions, recordings } from '../../db/schema';
import { liveSessionOfSecretHash, sessionCutoff } from '../candidates/candidate-session';

export type RecordingRow = typeof recordings.$inferSelect;

export async function insertRecording(
  db: Database,
  row: typeof recordings.$inferInsert,
): Promise<RecordingRow> {
  const [inserted] = await db.insert(recordings).values(row).returning();
  if (!inserted) throw new Error('Insert returned no recording');
  return inserted;
}

/** Read on every chunk of every upload (issue 12). */
const recordingByUpload = preparedPerDatabase((db) =>
  db
    .select()
    .from(recordings)
    .where(eq(recordings.uploadId, sql.placeholder('uploadId')))
    .prepare('recording_by_upload'),
);

export async function findRecordingByUpload(
  db: Database,
  uploadId: string,
): Promise<RecordingRow | null> {
  const rows = await recordingByUpload(db).execute({ uploadId });
  return rows[0] ?? null;
}

/** Read on every chunk of every upload, with the candidate's session (issue 12). */
const sessionUpload = preparedPerDatabase((db) =>
  db
    .select({
      sessionCreatedAt: candidateSessions.createdAt,
      recording: {
        id: recordings.id,
        status: recordings.status,
        submittedAt: recordings.submittedAt,
      },
    })
    .from(candidateSessions)
    .leftJoin(
      recordings,
      and(
        eq(recordings.uploadId, sql.placeholder('uploadId')),
        eq(recordings.candidateId, candidateSessions.candidateId),
      ),
    )
    .where(liveSessionOfSecretHash)
    .prepare('session_upload'),
);

/** What a chunk of an upload needs to know of its recording. */
export type UploadState = Pick<RecordingRow, 'id' | 'status' | 'submittedAt'>;

/**
 * A live session with this secret hash and its candidate's recording behind the upload (null
 * when the upload is not theirs), in one statement; null when there is no such session. Only the
 * columns a chunk needs.
 */
export async function findSessionUpload(
  db: Database,
  secretHash: string,
  uploadId: string,
  now = new Date(),
): Promise<{ sessionCreatedAt: Date; recording: UploadState | null } | null> {
  const rows = await sessionUpload(db).execute({
    secretHash,
    cutoff: sessionCutoff(now),
    uploadId,
  });
  return rows[0] ?? null;
}

/** Every upload's last PATCH (issue 12: 200 of them can arrive in the same second). */
const uploadFinished = preparedPerDatabase((db) =>
  db
    .update(recordings)
    .set({
      status: 'uploaded',
      sizeBytes: sql`${sql.placeholder('sizeBytes')}`,
      finishedAt: sql`${sql.placeholder('finishedAt')}`,
    })
    .where(
      and(eq(recordings.uploadId, sql.placeholder('uploadId')), eq(recordings.status, 'uploading')),
    )
    .returning()
    .prepare('upload_finished'),
);

/** Marks the recording of a still-arriving upload uploaded; null if there is no such recording. */
export async function markUploadFinished(
  db: Database,
  uploadId: string,
  sizeBytes: number,
  finishedAt: Date,
): Promise<RecordingRow | null> {
  const rows = await uploadFinished(db).execute({ uploadId, sizeBytes, finishedAt });
  return rows[0] ?? null;
}

export async function findRecording(db: Database, id: string): Promise<RecordingRow | null> {
  const rows = await db.select().from(recordings).where(eq(recordings.id, id));
  return rows[0] ?? null;
}

/** Recordings of a candidate that are not yet submitted (the ones Record Again replaces). */
export async function listUnsubmitted(db: Database, candidateId: string): Promise<RecordingRow[]> {
  return db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.candidateId, candidateId),
        isNull(recordings.submittedAt),
        ne(recordings.status, 'discarded'),
      ),
    );
}

export async function listByStatus(
  db: Database,
  statuses: RecordingRow['status'][],
): Promise<RecordingRow[]> {
  return db.select().from(recordings).where(inArray(recordings.status, statuses));
}

export async function updateRecording(
  db: Database,
  id: string,
  changes: Partial<typeof recordings.$inferInsert>,
  onlyIfStatus?: RecordingRow['status'],
): Promise<boolean> {
  const where = onlyIfStatus
    ? and(eq(recordings.id, id), eq(recordings.status, onlyIfStatus))
    : eq(recordings.id, id);
  const updated = await db
    .update(recordings)
    .set(changes)
    .where(where)
    .returning({ id: recordings.id });
  return updated.length > 0;
}

/**
 * Counts a failed processing attempt of a recording still `uploaded`, keeping its error, and marks
 * it failed once `maxAttempts` have failed: in one statement, so instances counting at once never
 * lose an attempt. Answers the attempts so far and whether it failed for good; null when the
 * recording is no longer waiting (processed elsewhere, discarded, deleted).
 */
export async function countFailedAttempt(
  db: Database,
  id: string,
  error: string,
  maxAttempts: number,
): Promise<{ attempts: number; failed: boolean } | null> {
  const [row] = await db
    .update(recordings)
    .set({
      processingAttempts: sql`${recordings.processingAttempts} + 1`,
      processingError: error,
      status: sql`case when ${recordings.processingAttempts} + 1 >= ${maxAttempts} then 'failed' else ${recordings.status} end`,
    })
    .where(and(eq(recordings.id, id), eq(recordings.status, 'uploaded')))
    .returning({ attempts: recordings.processingAttempts, status: recordings.status });
  return row ? { attempts: row.attempts, failed: row.status === 'failed' } : null;
}

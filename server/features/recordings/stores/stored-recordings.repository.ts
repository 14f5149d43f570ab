import { and, asc, count, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { recordings } from '../../../db/schema';

/** The files of a recording that reviewers can play: its video and its poster. */
export interface ReadyRecordingFiles {
  id: string;
  container: string | null;
  storageKey: string;
  posterKey: string | null;
}

const columns = {
  id: recordings.id,
  container: recordings.container,
  storageKey: recordings.storageKey,
  posterKey: recordings.posterKey,
};

const isReady = and(eq(recordings.status, 'processed'), isNotNull(recordings.storageKey));

/** Ready recordings in id order, a page at a time (after `afterId`, or from the first). */
export async function listReadyRecordingFiles(
  db: Database,
  afterId: string | null,
  limit: number,
): Promise<ReadyRecordingFiles[]> {
  const rows = await db
    .select(columns)
    .from(recordings)
    .where(afterId ? and(isReady, gt(recordings.id, afterId)) : isReady)
    .orderBy(asc(recordings.id))
    .limit(limit);
  return rows as ReadyRecordingFiles[];
}

/** The newest ready recordings, at most `limit` of them. */
export async function listNewestReadyRecordingFiles(
  db: Database,
  limit: number,
): Promise<ReadyRecordingFiles[]> {
  const rows = await db
    .select(columns)
    .from(recordings)
    .where(isReady)
    .orderBy(desc(recordings.createdAt), desc(recordings.id))
    .limit(limit);
  return rows as ReadyRecordingFiles[];
}

export async function countReadyRecordings(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(recordings).where(isReady);
  return row?.count ?? 0;
}

/** Recordings whose bytes are still an upload (arriving, or waiting for processing). */
export async function countUnprocessedRecordings(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(recordings)
    .where(inArray(recordings.status, ['uploading', 'uploaded']));
  return row?.count ?? 0;
}

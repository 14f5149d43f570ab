import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { forEachLimited } from './limited-concurrency';
import { LocalRecordingStore } from './local-recording-store';
import type { RecordingStore } from './recording-store';
import { S3RecordingStore, type S3Settings } from './s3-recording-store';
import {
  countReadyRecordings,
  listNewestReadyRecordingFiles,
} from './stored-recordings.repository';

export interface CoverageLimits {
  /** At most this many recordings are checked, the newest first. */
  maxRecordings: number;
  /** Recordings checked at once (two HEAD requests each on S3). */
  concurrency: number;
}

/**
 * At most 2,000 HEAD requests, 16 at a time: each costs the server about 1 ms of CPU in the AWS
 * SDK, so the check takes a second or two of CPU in the background. A bucket nobody copied into
 * lacks the newest recordings too, so the newest are the ones worth checking.
 */
const DEFAULT_LIMITS: CoverageLimits = { maxRecordings: 1_000, concurrency: 8 };

export interface StoreCoverage {
  /** Ready recordings in the database. */
  ready: number;
  /** How many of them were checked (the newest). */
  checked: number;
  /** Checked ones whose video or poster the store does not hold. */
  missing: number;
}

/**
 * Counts the ready recordings whose video or poster the store lacks: what a reviewer would get a
 * 404 for. Bounded: the newest `maxRecordings`, a few at a time.
 */
export async function checkStoreCoverage(
  db: Database,
  store: RecordingStore,
  limits: CoverageLimits = DEFAULT_LIMITS,
): Promise<StoreCoverage> {
  const ready = await countReadyRecordings(db);
  const newest = await listNewestReadyRecordingFiles(db, limits.maxRecordings);
  let missing = 0;
  await forEachLimited(newest, limits.concurrency, async (recording) => {
    const [video, poster] = await Promise.all([
      store.statFile(recording.storageKey),
      recording.posterKey ? store.statFile(recording.posterKey) : { size: 0 },
    ]);
    if (!video || !poster) missing += 1;
  });
  return { ready, checked: newest.length, missing };
}

/** The warning an operator sees at start, or null when every checked recording is there. */
function coverageWarning(
  coverage: StoreCoverage,
  storage: { s3: S3Settings | undefined; dataDir: string },
): string | null {
  if (coverage.missing === 0) return null;
  const verb = coverage.missing === 1 ? 'is' : 'are';
  const among =
    coverage.checked < coverage.ready
      ? `${coverage.missing} of the ${coverage.checked} newest of ${coverage.ready} ready recordings ${verb}`
      : `${coverage.missing} of ${coverage.ready} ready recordings ${verb}`;
  if (storage.s3)
    return `${among} missing from the S3 bucket ${storage.s3.bucket}; run npm run storage:migrate (docs/deploying.md)`;
  return `${among} missing from the data folder ${storage.dataDir}; check DATA_DIR, or set the S3_* settings if they were moved to a bucket (docs/deploying.md)`;
}

/**
 * Warns at start when the configured store lacks recordings the database says are ready (as
 * after S3_* is set without moving the files from local disk). Meant to run in the background
 * after listen; never rejects: a failed check is logged, and the server runs on.
 */
export async function warnOfMissingRecordings(
  db: Database,
  storage: { s3: S3Settings | undefined; dataDir: string },
  log: FastifyBaseLogger,
  limits: CoverageLimits = DEFAULT_LIMITS,
): Promise<void> {
  try {
    const store = storage.s3
      ? new S3RecordingStore(storage.s3, db)
      : new LocalRecordingStore(storage.dataDir);
    const coverage = await checkStoreCoverage(db, store, limits);
    const warning = coverageWarning(coverage, storage);
    if (warning) log.warn({ ...coverage }, warning);
  } catch (error) {
    log.warn(
      { err: error },
      'could not check that the recording store holds every ready recording',
    );
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { safeErrorSummary } from '../../../plugins/errors';
import type { RecordingStore } from '../stores/recording-store';
import { discardAbandonedRecordings } from '../recordings.repository';

/**
 * An unfinished upload this old is abandoned: a recording lasts minutes, the browser stops
 * resuming after about five, and a reload loses the recorder (nothing resumes an upload then).
 */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Removes what abandoned uploads left: every unfinished upload in the store created before
 * `createdBefore`, and the recordings still arriving that started before then or whose upload was
 * one of those. The recordings are discarded, as Record Again would, so the candidate can record
 * again. Finished uploads, which wait for processing, stay. Each step is idempotent, so sweeps on
 * several instances may overlap.
 */
export async function sweepExpiredUploads(
  db: Database,
  files: RecordingStore,
  createdBefore: Date,
): Promise<{ removedUploads: number; discardedRecordings: number }> {
  const removed = await files.removeExpiredUploads(createdBefore);
  const discarded = await discardAbandonedRecordings(db, createdBefore, removed);
  // A recording old by the database's clock whose upload the store's own time still called young.
  for (const uploadId of discarded) await files.removeUpload(uploadId);
  return { removedUploads: removed.length, discardedRecordings: discarded.length };
}

/** Sweeps expired uploads at start and every quarter of an hour, in the background. */
export class ExpiredUploadSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly files: RecordingStore,
    private readonly log: FastifyBaseLogger,
    private readonly timing = { expiryMs: UPLOAD_EXPIRY_MS, intervalMs: UPLOAD_SWEEP_INTERVAL_MS },
  ) {}

  /** Sweeps now, without waiting, and then every interval; the timer keeps no process alive. */
  start(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.sweepOnce(), this.timing.intervalMs).unref();
      void this.sweepOnce();
    }
    return Promise.resolve();
  }

  /** Stops the timer, and waits for a sweep under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One sweep, unless one is under way; a failure is logged and the next sweep tries again. */
  sweepOnce(now = new Date()): Promise<void> {
    this.running ??= this.sweep(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sweep(now: Date): Promise<void> {
    try {
      const createdBefore = new Date(now.getTime() - this.timing.expiryMs);
      const swept = await sweepExpiredUploads(this.db, this.files, createdBefore);
      if (swept.removedUploads > 0 || swept.discardedRecordings > 0)
        this.log.info(swept, 'expired uploads removed');
    } catch (error) {
      this.log.error({ err: safeErrorSummary(error) }, 'removing expired uploads failed');
    }
  }
}

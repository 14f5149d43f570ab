import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { FfmpegTools } from './ffmpeg';
import {
  announceSettled,
  MAX_PROCESSING_ATTEMPTS,
  processingContext,
  processUploadedRecording,
  recordFailedAttempt,
  type ProcessingContext,
} from './process-recording';
import type { RecordingProcessing } from './recording-processing';
import type { RecordingStore } from '../stores/recording-store';
import { listByStatus } from '../recordings.repository';
import { recoverFinishedUploads } from '../recordings.service';
import { STORAGE_WAIT, type StorageWait } from '../stores/storage-failure';

const RETRY_BASE_MS = 2000;

/**
 * ffmpeg runs as its own process, at a lower priority than the server: as many at once as there
 * are cores (one at a time, 200 recordings finishing together took 80 s to drain; see
 * docs/capacity.md).
 */
const defaultProcessingConcurrency = () => os.availableParallelism();

interface Queued {
  id: string;
  queuedAt: number;
}

/**
 * Turns finished uploads into seekable videos with a poster, several at once (bounded by the
 * cores), in the background.
 * The original is kept until that succeeds; a failure is logged and retried with a growing pause,
 * and the candidate never waits for any of it.
 */
export class RecordingProcessor implements RecordingProcessing {
  private queue: Queued[] = [];
  /** The recordings being processed now. */
  private inFlight = new Set<string>();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private idleWaiters: (() => void)[] = [];
  private stopped = false;
  private readonly context: ProcessingContext;
  /** Failed attempts that could not be recorded in the database (it was failing). */
  private unrecorded = new Map<string, number>();

  constructor(
    private readonly db: Database,
    /** Where the recordings are kept (Submit Recording checks the video is there). */
    readonly files: RecordingStore,
    findTools: () => Promise<FfmpegTools | null>,
    private readonly log: FastifyBaseLogger,
    /** The pause before the first retry; it doubles with each attempt. */
    private readonly retryBaseMs = RETRY_BASE_MS,
    /** How many recordings are processed at once. */
    private readonly concurrency = defaultProcessingConcurrency(),
    /** The pauses while the store cannot be used. */
    storageWait: StorageWait = STORAGE_WAIT,
  ) {
    this.context = processingContext(db, files, findTools, log, storageWait);
  }

  /**
   * Picks up uploads that finished before a restart, including those a kill left unrecorded, and
   * those waiting for storage (tried at once: the store may be back).
   */
  async resume(): Promise<void> {
    // ffmpeg is looked for now, while the process is small, not when the first recordings arrive.
    void this.context.tools();
    await recoverFinishedUploads(this.db, this.files, (uploadId, error) =>
      this.log.error({ uploadId, err: error }, 'a finished upload could not be recovered'),
    );
    for (const row of await listByStatus(this.db, ['uploaded'])) this.enqueue(row.id);
  }

  enqueue(recordingId: string): void {
    if (this.stopped || this.inFlight.has(recordingId)) return;
    if (this.queue.some((queued) => queued.id === recordingId)) return;
    this.queue.push({ id: recordingId, queuedAt: performance.now() });
    this.startNext();
  }

  onSettled(listener: (recordingId: string) => Promise<void>): void {
    this.context.settled = listener;
  }

  /** Resolves when nothing is queued or running (for tests and benchmarks). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    return Promise.resolve();
  }

  private isIdle(): boolean {
    return this.inFlight.size === 0 && this.queue.length === 0 && this.timers.size === 0;
  }

  private settleIfIdle(): void {
    if (this.isIdle() || (this.stopped && this.inFlight.size === 0))
      for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private startNext(): void {
    while (this.inFlight.size < this.concurrency && this.queue.length > 0 && !this.stopped) {
      const next = this.queue.shift() as Queued;
      this.inFlight.add(next.id);
      // run() catches every error of an item itself; this is only the last guard.
      this.run(next)
        .catch((error: unknown) =>
          this.log.error({ err: error }, 'recording processor stopped unexpectedly'),
        )
        .finally(() => {
          this.inFlight.delete(next.id);
          this.startNext();
          this.settleIfIdle();
        });
    }
  }

  private async run({ id, queuedAt }: Queued): Promise<void> {
    try {
      const result = await processUploadedRecording(this.context, id, performance.now() - queuedAt);
      this.unrecorded.delete(id);
      if (result.outcome === 'waiting') this.scheduleIn(id, result.retryInMs);
    } catch (error) {
      await this.retryLater(id, error);
    }
  }

  /** ffmpeg or the store failed: counted on the recording, and tried again after a pause. */
  private async retryLater(recordingId: string, error: unknown): Promise<void> {
    let counted;
    try {
      counted = await recordFailedAttempt(this.db, recordingId, error);
    } catch (databaseError) {
      // The database failed too (or only it did): the other recordings still go ahead.
      this.retryUnrecorded(recordingId, databaseError);
      return;
    }
    this.unrecorded.delete(recordingId);
    if (!counted) return;
    this.log.error(
      { recordingId, attempts: counted.attempts, err: error },
      'recording processing failed',
    );
    if (!counted.failed) this.schedule(recordingId, counted.attempts);
    else await announceSettled(this.context, recordingId);
  }

  /**
   * A failure that could not be written to the database: counted here instead, tried again with
   * the same growing pause, and left for the next start (still `uploaded`) after the last attempt.
   */
  private retryUnrecorded(recordingId: string, error: unknown): void {
    const attempts = (this.unrecorded.get(recordingId) ?? 0) + 1;
    this.log.error({ recordingId, attempts, err: error }, 'recording processing failed');
    if (attempts >= MAX_PROCESSING_ATTEMPTS) {
      this.unrecorded.delete(recordingId);
      this.log.error({ recordingId }, 'recording left unprocessed until the next start');
      return;
    }
    this.unrecorded.set(recordingId, attempts);
    this.schedule(recordingId, attempts);
  }

  private schedule(recordingId: string, attempts: number): void {
    this.scheduleIn(recordingId, this.retryBaseMs * 2 ** (attempts - 1));
  }

  private scheduleIn(recordingId: string, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.enqueue(recordingId);
      this.settleIfIdle();
    }, delayMs);
    this.timers.add(timer);
  }
}

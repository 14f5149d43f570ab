import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { FfmpegTools } from './ffmpeg';
import {
  announceSettled,
  processingContext,
  processUploadedRecording,
  recordFailedAttempt,
  type ProcessingContext,
} from './process-recording';
import type { RecordingProcessing } from './recording-processing';
import type { RecordingStore } from '../stores/recording-store';
import { listByStatus, updateRecording } from '../recordings.repository';
import { recoverFinishedUploads } from '../recordings.service';
import {
  SharedProcessingQueue,
  type SharedProcessingQueueOptions,
  type WaitForStorage,
} from './shared-processing-queue';
import type { StorageWait } from '../stores/storage-failure';

/** How the queue retries and polls, and how long a wait for storage pauses; tests shorten them. */
export type ProcessingRetry = Pick<
  SharedProcessingQueueOptions,
  'retryLimit' | 'retryDelaySeconds' | 'pollingIntervalSeconds'
> & { storageWait?: StorageWait };

/**
 * Post-processing for several instances on one PostgreSQL: each finished upload becomes one job
 * in pg-boss's queue, so it is processed once whichever instance received it, retried on any
 * instance when it fails or its instance dies, and marked failed for reviewers after the last
 * attempt (the job then rests in the dead-letter queue).
 */
export class SharedRecordingProcessor implements RecordingProcessing {
  private readonly queue: SharedProcessingQueue;
  private readonly context: ProcessingContext;

  constructor(
    private readonly db: Database,
    readonly files: RecordingStore,
    findTools: () => Promise<FfmpegTools | null>,
    private readonly log: FastifyBaseLogger,
    connectionString: string,
    retry: ProcessingRetry = {},
  ) {
    const { storageWait, ...queueRetry } = retry;
    this.context = processingContext(db, files, findTools, log, storageWait);
    this.queue = new SharedProcessingQueue({
      ...queueRetry,
      connectionString,
      log,
      work: {
        process: (recordingId, queuedMs) => this.process(recordingId, queuedMs),
        gaveUp: (recordingId, error) => this.markFailed(recordingId, error),
      },
    });
  }

  async resume(): Promise<void> {
    // As in one process: ffmpeg is looked for while the process is small.
    void this.context.tools();
    await this.queue.start();
    await recoverFinishedUploads(this.db, this.files, (uploadId, error) =>
      this.log.error({ uploadId, err: error }, 'a finished upload could not be recovered'),
    );
    // Every instance does this at start; the queue keeps one job per recording.
    for (const row of await listByStatus(this.db, ['uploaded'])) await this.queue.enqueue(row.id);
  }

  enqueue(recordingId: string, options: { again?: boolean } = {}): void {
    // A job that could not be queued now is queued by the next instance to start.
    this.queue
      .enqueue(recordingId, options.again ? randomUUID() : undefined)
      .catch((error: unknown) => {
        this.log.error(
          { recordingId, err: error },
          'a recording could not be queued for processing',
        );
      });
  }

  onSettled(listener: (recordingId: string) => Promise<void>): void {
    this.context.settled = listener;
  }

  idle(): Promise<void> {
    return this.queue.idle();
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }

  private async process(
    recordingId: string,
    queuedMs: number,
  ): Promise<WaitForStorage | undefined> {
    try {
      const result = await processUploadedRecording(this.context, recordingId, queuedMs);
      return result.outcome === 'waiting' ? { retryInMs: result.retryInMs } : undefined;
    } catch (error) {
      // Reviewers see the attempts and the last error; the queue logs it and decides when to try
      // again.
      const counted = await recordFailedAttempt(this.db, recordingId, error).catch(() => null);
      if (counted?.failed) await announceSettled(this.context, recordingId);
      throw error;
    }
  }

  /** The last attempt failed (or its instance died): failed for good, for reviewers to see. */
  private async markFailed(recordingId: string, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await updateRecording(
      this.db,
      recordingId,
      { status: 'failed', processingError: message.slice(0, 500) },
      'uploaded',
    );
    this.log.error({ recordingId }, 'recording processing gave up after its last attempt');
    await announceSettled(this.context, recordingId);
  }
}

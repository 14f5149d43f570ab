import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { announceAttempt } from '../../plugins/processing-attempts';
import { extractPoster, probeDurationMs, remuxSeekable, type FfmpegTools } from './ffmpeg';
import { inspectRecording, RecordingRefused, refuseIfTooLong } from './recording-inspection';
import { processedKeys, type RecordingStore } from './recording-store';
import {
  countFailedAttempt,
  findRecording,
  updateRecording,
  videoSecondsAllowed,
} from './recordings.repository';

/** After this many failed attempts a recording is marked failed, for reviewers to see. */
export const MAX_PROCESSING_ATTEMPTS = 5;

export interface ProcessingContext {
  db: Database;
  files: RecordingStore;
  /** ffmpeg, looked up once; null when there is none. */
  tools: () => Promise<FfmpegTools | null>;
  log: FastifyBaseLogger;
  /** Told when a recording's processing has ended for good (see `RecordingProcessing`). */
  settled: (recordingId: string) => Promise<void>;
}

/** Tells the context's listener; its failure is logged, never the recording's. */
export async function announceSettled(context: ProcessingContext, recordingId: string) {
  try {
    await context.settled(recordingId);
  } catch (error) {
    context.log.error({ recordingId, err: error }, 'the end of processing could not be announced');
  }
}

/**
 * What both processors hand each recording, with ffmpeg looked up on the first call only. They
 * call `tools()` at start, while the process is small: each check starts a process, and starting
 * one holds the event loop longer the larger the server has grown (26 ms at 350 MB,
 * 113 ms for the first: docs/capacity.md).
 */
export function processingContext(
  db: Database,
  files: RecordingStore,
  findTools: () => Promise<FfmpegTools | null>,
  log: FastifyBaseLogger,
): ProcessingContext {
  let tools: Promise<FfmpegTools | null> | undefined;
  return { db, files, log, tools: () => (tools ??= findTools()), settled: () => Promise.resolve() };
}

/** What became of a recording handed to processing. */
export type ProcessingOutcome = 'processed' | 'refused' | 'skipped';

/**
 * Makes an uploaded recording seekable with a poster, wherever it is stored, and records that.
 * It is inspected first: a recording processing refuses (too large, longer than the most we accept
 * or than its role allows, not the container it was declared as) is marked failed at once with
 * the reason for reviewers, and never retried.
 * Anything not `uploaded` (processed already, discarded by Record Again, deleted) is left alone,
 * so running it again for the same recording changes nothing. Throws when ffmpeg or the store
 * fails (worth another attempt); the original upload is kept until the processed video is stored.
 */
export async function processUploadedRecording(
  context: ProcessingContext,
  recordingId: string,
  /** How long it waited for its turn, when known: the sign of a queue that does not keep up. */
  queuedMs?: number,
): Promise<ProcessingOutcome> {
  const began = performance.now();
  const seconds = () => (performance.now() - began) / 1000;
  try {
    const outcome = await processOnce(context, recordingId, began, queuedMs);
    if (outcome !== 'skipped') announceAttempt({ outcome, seconds: seconds() });
    if (outcome !== 'skipped') await announceSettled(context, recordingId);
    return outcome;
  } catch (error) {
    announceAttempt({ outcome: 'failed', seconds: seconds() });
    throw error;
  }
}

async function processOnce(
  context: ProcessingContext,
  recordingId: string,
  began: number,
  queuedMs: number | undefined,
): Promise<ProcessingOutcome> {
  const { db, files, log } = context;
  const row = await findRecording(db, recordingId);
  if (!row || row.status !== 'uploaded') return 'skipped';
  const tools = await context.tools();
  if (!tools) {
    log.warn(
      { recordingId },
      'no ffmpeg: the recording is kept as uploaded, without duration or poster',
    );
    return 'skipped';
  }
  const maxSeconds = await videoSecondsAllowed(db, row.candidateId);
  const container = row.container === 'mp4' ? 'mp4' : 'webm';
  const keys = processedKeys(row.candidateId, row.id, container);
  let durationMs: number;
  try {
    durationMs = await files.withUploadFile(row.uploadId, (upload) =>
      files.withWorkFolder(async (folder) => {
        const video = path.join(folder, `video.${container}`);
        const poster = path.join(folder, 'poster.jpg');
        const facts = await inspectRecording(tools, upload, container);
        refuseIfTooLong(facts.durationMs, maxSeconds);
        await remuxSeekable(tools, upload, video, container);
        const duration = await probeDurationMs(tools, video, container);
        // What the remuxed header says, from the packets' own times: they may jump where a
        // reading capped at the limit did not go. The role's own limit is checked here too.
        refuseIfTooLong(duration, maxSeconds);
        await extractPoster(tools, video, poster, duration, container);
        // The video first: a poster without its video is never kept as ready.
        await files.putFile(keys.video, video, `video/${container}`);
        await files.putFile(keys.poster, poster, 'image/jpeg');
        return duration;
      }),
    );
  } catch (error) {
    if (!(error instanceof RecordingRefused)) throw error;
    // One attempt, and the last: the same file would get the same answer.
    await countFailedAttempt(db, row.id, error.message, 1);
    log.warn({ recordingId, reason: error.message }, 'recording refused');
    return 'refused';
  }
  const kept = await updateRecording(
    db,
    row.id,
    {
      status: 'processed',
      storageKey: keys.video,
      posterKey: keys.poster,
      durationMs,
      processingError: null,
    },
    'uploaded',
  );
  await files.removeUpload(row.uploadId);
  // Record Again discarded it while it was being processed: nothing of it is kept.
  if (!kept) await files.removeFiles(keys.video, keys.poster);
  const processMs = Math.round(performance.now() - began);
  log.info(
    { recordingId, durationMs, queuedMs: queuedMs && Math.round(queuedMs), processMs },
    'recording processed',
  );
  return 'processed';
}

/**
 * Records a failed attempt on the recording (reviewers see its error) and marks it failed for good
 * at the last one. Answers the attempts so far and whether it failed for good; null when the
 * recording is no longer waiting.
 */
export function recordFailedAttempt(db: Database, recordingId: string, error: unknown) {
  const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
  return countFailedAttempt(db, recordingId, message, MAX_PROCESSING_ATTEMPTS);
}

import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { announceAttempt } from '../../../plugins/processing-attempts';
import { AUDIO_ANSWER, encodeAudioAnswer, inspectAudio } from './audio-answer';
import {
  extractPoster,
  probeDurationMs,
  remuxSeekable,
  type FfmpegTools,
  type RecordingContainer,
} from './ffmpeg';
import {
  inspectRecording,
  RecordingRefused,
  refuseIfTooLong,
  type LengthLimit,
} from './recording-inspection';
import { processedKeys, type RecordingStore } from '../stores/recording-store';
import {
  countFailedAttempt,
  findRecording,
  markWaitingForStorage,
  updateRecording,
  secondsAllowed,
} from '../recordings.repository';
import {
  isStorageFailure,
  nextStorageTryInMs,
  STORAGE_WAIT,
  type StorageWait,
} from '../stores/storage-failure';

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
  /** The pauses while the store cannot be used (tests shorten them). */
  storageWait: StorageWait;
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
  storageWait: StorageWait = STORAGE_WAIT,
): ProcessingContext {
  let tools: Promise<FfmpegTools | null> | undefined;
  return {
    db,
    files,
    log,
    storageWait,
    tools: () => (tools ??= findTools()),
    settled: () => Promise.resolve(),
  };
}

/**
 * What became of a recording handed to processing. `waiting`: the store could not be used, the
 * recording is marked waiting for storage with no attempt spent, to be tried again in `retryInMs`.
 */
type SettledOutcome = 'processed' | 'refused' | 'skipped';
export type ProcessingOutcome =
  { outcome: SettledOutcome } | { outcome: 'waiting'; retryInMs: number };

/**
 * Makes an uploaded recording seekable with a poster, wherever it is stored, and records that.
 * It is inspected first: a recording processing refuses (too large, longer than the most we accept
 * or than its role allows, not the container it was declared as) is marked failed at once with
 * the reason for reviewers, and never retried.
 * Anything not `uploaded` (processed already, discarded by Record Again, deleted) is left alone,
 * so running it again for the same recording changes nothing. When the store cannot be used (S3
 * away, a full disk: `isStorageFailure`), the recording waits for storage instead, spending no
 * attempt. Throws when anything else fails (ffmpeg on this file: worth a few more attempts); the
 * original upload is kept until the processed video is stored.
 */
export async function processUploadedRecording(
  context: ProcessingContext,
  recordingId: string,
  /** How long it waited for its turn, when known: the sign of a queue that does not keep up. */
  queuedMs?: number,
): Promise<ProcessingOutcome> {
  const began = performance.now();
  const seconds = () => (performance.now() - began) / 1000;
  let outcome: SettledOutcome;
  try {
    outcome = await processOnce(context, recordingId, began, queuedMs);
  } catch (error) {
    const waiting = isStorageFailure(error)
      ? await waitForStorage(context, recordingId, error)
      : null;
    announceAttempt({ outcome: waiting ? 'waiting_for_storage' : 'failed', seconds: seconds() });
    if (!waiting) throw error;
    return waiting;
  }
  if (outcome !== 'skipped') announceAttempt({ outcome, seconds: seconds() });
  if (outcome !== 'skipped') await announceSettled(context, recordingId);
  return { outcome };
}

/**
 * Marks the recording waiting for storage (since its first such failure) and answers when to try
 * again; null when it is no longer `uploaded` (then there is nothing to wait for).
 */
async function waitForStorage(
  context: ProcessingContext,
  recordingId: string,
  error: unknown,
): Promise<ProcessingOutcome | null> {
  const message = error instanceof Error ? error.message : String(error);
  const since = await markWaitingForStorage(context.db, recordingId, message.slice(0, 500));
  if (!since) return null;
  const retryInMs = nextStorageTryInMs(since, new Date(), context.storageWait);
  context.log.warn(
    { recordingId, waitingSince: since, retryInSeconds: Math.round(retryInMs / 1000), err: error },
    'recording waits for storage',
  );
  return { outcome: 'waiting', retryInMs };
}

async function processOnce(
  context: ProcessingContext,
  recordingId: string,
  began: number,
  queuedMs: number | undefined,
): Promise<SettledOutcome> {
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
  // The introduction's length, or the question's own (its form's).
  const limit: LengthLimit = {
    seconds: await secondsAllowed(db, row.candidateId, row.questionIndex),
    of: row.questionIndex === null ? 'role' : 'question',
  };
  const container: RecordingContainer = row.container === 'mp4' ? 'mp4' : 'webm';
  const audio = row.media === 'audio';
  const keys = processedKeys(row.candidateId, row.id, audio ? AUDIO_ANSWER.extension : container);
  let durationMs: number;
  try {
    durationMs = await files.withUploadFile(row.uploadId, (upload) =>
      files.withWorkFolder((folder) => {
        const work = { tools, upload, folder, container, limit };
        return audio ? storeAudio(files, work, keys) : storeVideo(files, work, keys);
      }),
    );
  } catch (error) {
    if (!(error instanceof RecordingRefused)) throw error;
    // One attempt, and the last: the same file would get the same answer.
    await countFailedAttempt(db, row.id, error.message, 1, true);
    log.warn({ recordingId, reason: error.message }, 'recording refused');
    return 'refused';
  }
  const kept = await updateRecording(
    db,
    row.id,
    {
      status: 'processed',
      storageKey: keys.video,
      // An audio answer has no picture, so no poster.
      posterKey: audio ? null : keys.poster,
      durationMs,
      processingError: null,
      waitingForStorageSince: null,
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

/** One upload being processed, in a work folder of its own. */
interface ProcessingWork {
  tools: FfmpegTools;
  upload: string;
  folder: string;
  container: RecordingContainer;
  limit: LengthLimit;
}

/** A video (the introduction, or a video answer): seekable as recorded, with a poster. */
async function storeVideo(
  files: RecordingStore,
  { tools, upload, folder, container, limit }: ProcessingWork,
  keys: { video: string; poster: string },
): Promise<number> {
  const video = path.join(folder, `video.${container}`);
  const poster = path.join(folder, 'poster.jpg');
  const facts = await inspectRecording(tools, upload, container);
  refuseIfTooLong(facts.durationMs, limit);
  await remuxSeekable(tools, upload, video, container);
  const duration = await probeDurationMs(tools, video, container);
  // What the remuxed header says, from the packets' own times: they may jump where a
  // reading capped at the limit did not go. The role's own limit is checked here too.
  refuseIfTooLong(duration, limit);
  await extractPoster(tools, video, poster, duration, container);
  // The video first: a poster without its video is never kept as ready.
  await files.putFile(keys.video, video, `video/${container}`);
  await files.putFile(keys.poster, poster, 'image/jpeg');
  return duration;
}

/** An audio answer: its sound encoded to AAC in MP4, whichever the browser recorded (`AUDIO_ANSWER`). */
async function storeAudio(
  files: RecordingStore,
  { tools, upload, folder, container, limit }: ProcessingWork,
  keys: { video: string },
): Promise<number> {
  const output = path.join(folder, `audio.${AUDIO_ANSWER.extension}`);
  const facts = await inspectAudio(tools, upload, container);
  refuseIfTooLong(facts.durationMs, limit);
  await encodeAudioAnswer(tools, upload, output, container);
  const duration = await probeDurationMs(tools, output, 'mp4');
  refuseIfTooLong(duration, limit);
  await files.putFile(keys.video, output, AUDIO_ANSWER.contentType);
  return duration;
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

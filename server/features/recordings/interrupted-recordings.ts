import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Locker } from '@tus/utils';
import type { InterruptedRecording } from '../../../shared/interrupted-recording.schema';
import type { Database } from '../../db/client';
import { recordings } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { AdmittedCandidate, CandidateRow } from '../candidates/candidate-row';
import type { FfmpegTools } from './ffmpeg';
import { inspectRecording, RecordingRefused } from './recording-inspection';
import type { RecordingProcessing } from './recording-processing';
import { looksLikeVideo, type RecordingStore } from './recording-store';
import { finishUpload, submitRecording } from './recordings.service';
import { updateRecording, type RecordingRow } from './recordings.repository';
import type { UploadAdmissions } from './upload-admissions';

/**
 * A take cut short mid-way (the page reloaded or closed, the camera stopped) leaves its upload
 * `uploading`: tus holds the bytes sent so far and its length was never declared. The page asks
 * for it when the video step opens and again a few seconds later; the same byte count twice
 * means no page is sending it any more, so it is offered (docs/recordings.md). A take still being
 * recorded in another tab grows between the two and is left alone.
 */
async function findUnfinishedRecording(db: Database, candidateId: string) {
  const [row] = await db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.candidateId, candidateId),
        eq(recordings.status, 'uploading'),
        isNull(recordings.submittedAt),
        isNull(recordings.finishedAt),
      ),
    )
    .orderBy(desc(recordings.createdAt))
    .limit(1);
  return row ?? null;
}

/** The bytes tus holds of an upload whose length was never declared; null when none. */
async function heldBytes(files: RecordingStore, uploadId: string): Promise<number | null> {
  const upload = await files.uploads.getUpload(uploadId).catch(() => null);
  // A declared length is End Recording's last chunk on its way: not cut short mid-take.
  if (!upload || upload.size !== undefined || !upload.offset) return null;
  if (!looksLikeVideo(await files.readUploadStart(uploadId, 12))) return null;
  return upload.offset;
}

/**
 * The length of what was saved, from its last packet; null when it cannot be measured (no ffmpeg,
 * or ffmpeg failed). Throws RecordingRefused when the bytes hold no picture at all.
 */
async function measureSavedMs(
  files: RecordingStore,
  tools: FfmpegTools | null,
  row: RecordingRow,
): Promise<number | null> {
  if (!tools) return null;
  const container = row.container === 'mp4' ? 'mp4' : 'webm';
  try {
    const facts = await files.withUploadFile(row.uploadId, (file) =>
      inspectRecording(tools, file, container),
    );
    return facts.durationMs;
  } catch (error) {
    if (error instanceof RecordingRefused) throw error;
    return null;
  }
}

const isSubmitted = (candidate: CandidateRow) =>
  candidate.videoCompletedAt !== null || candidate.completedAt !== null;

/** The candidate's take cut short mid-way, with what was saved of it; null when there is none. */
export async function interruptedRecordingOf(
  db: Database,
  files: RecordingStore,
  tools: FfmpegTools | null,
  candidate: CandidateRow,
): Promise<InterruptedRecording | null> {
  if (isSubmitted(candidate)) return null;
  const row = await findUnfinishedRecording(db, candidate.id);
  if (!row) return null;
  const savedBytes = await heldBytes(files, row.uploadId);
  if (savedBytes === null) return null;
  try {
    const savedMs = await measureSavedMs(files, tools, row);
    return { uploadId: row.uploadId, savedBytes, savedMs };
  } catch {
    // Bytes without a single picture: nothing worth submitting.
    return null;
  }
}

const notInterrupted = () => new AppError('not-interrupted');

/** Holds tus's lock on the upload while `use` runs, so that no chunk lands in between. */
async function withUploadLock<T>(locker: Locker, uploadId: string, use: () => Promise<T>) {
  const lock = locker.newLock(uploadId);
  await lock.lock(AbortSignal.timeout(10_000), () => undefined);
  try {
    return await use();
  } finally {
    await lock.unlock();
  }
}

/**
 * Submit the saved part: the upload's length is declared as the bytes held, it is finished and
 * processed as any recording (remuxed with its duration, a poster), marked interrupted, and the
 * video step completes as Submit Recording completes it. Refused, with nothing changed, when the
 * upload is not the candidate's take cut short, or when it grew past `savedBytes` (it is still
 * being recorded somewhere).
 */
export async function submitInterruptedRecording(
  ctx: {
    db: Database;
    files: RecordingStore;
    processor: RecordingProcessing;
    admissions: UploadAdmissions;
    locker: Locker;
    tools: FfmpegTools | null;
  },
  candidate: AdmittedCandidate,
  input: { uploadId: string; savedBytes: number },
) {
  const { db, files } = ctx;
  if (!candidate.role.settings.video.enabled) throw new AppError('no-video');
  if (isSubmitted(candidate)) throw new AppError('video-submitted');
  const row = await findUnfinishedRecording(db, candidate.id);
  if (!row || row.uploadId !== input.uploadId) throw notInterrupted();
  const finished = await withUploadLock(ctx.locker, row.uploadId, async () => {
    const held = await heldBytes(files, row.uploadId);
    if (held === null) throw notInterrupted();
    if (held !== input.savedBytes) throw new AppError('still-arriving');
    let savedMs: number | null;
    try {
      savedMs = await measureSavedMs(files, ctx.tools, row);
    } catch {
      throw new AppError('nothing-saved');
    }
    await files.uploads.declareUploadLength(row.uploadId, held);
    ctx.admissions.forget(row.uploadId);
    const uploaded = await finishUpload(db, files, row.uploadId, held);
    await updateRecording(db, uploaded.id, { interrupted: true });
    return { uploaded, savedMs: savedMs ?? 0 };
  });
  ctx.processor.enqueue(finished.uploaded.id);
  return submitRecording(db, files, ctx.admissions, candidate, {
    uploadId: row.uploadId,
    recordedMs: finished.savedMs,
    endToCompleteMs: 0,
  });
}

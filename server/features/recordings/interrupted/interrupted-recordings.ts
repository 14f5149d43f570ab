import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Locker } from '@tus/utils';
import type { InterruptedRecording } from '../../../../shared/interrupted-recording.schema';
import type { Database } from '../../../db/client';
import { recordings } from '../../../db/schema';
import { AppError } from '../../../plugins/errors';
import { lockCandidate } from '../../answer-files/answer-files.service';
import { isSubmitted, requireNotSubmitted } from '../../assessment/assessment.service';
import { isQuestionSkipped, requireAnswerType } from '../../assessment/question-guards';
import type { AdmittedCandidate, CandidateRow } from '../../candidates/candidate-row';
import { findSubmittedAnswerRecording } from '../answers/answer-recordings.repository';
import { refuseClosedQuestion, submitAnswerRecording } from '../answers/answer-recordings.service';
import { inspectAudio } from '../processing/audio-answer';
import type { FfmpegTools } from '../processing/ffmpeg';
import { inspectRecording, RecordingRefused } from '../processing/recording-inspection';
import type { RecordingProcessing } from '../processing/recording-processing';
import { recordingFor } from '../recording-takes';
import { looksLikeVideo, type RecordingStore } from '../stores/recording-store';
import { finishUpload, submitRecording } from '../recordings.service';
import { updateRecording, type RecordingRow } from '../recordings.repository';
import type { UploadAdmissions } from '../uploads/upload-admissions';

/**
 * A take cut short mid-way (the page reloaded or closed, the camera stopped) leaves its upload
 * `uploading`: tus holds the bytes sent so far and its length was never declared. The page asks
 * for it when the recorder opens and again a few seconds later; the same byte count twice means
 * no page is sending it any more, so it is offered (docs/recordings.md). A take still being
 * recorded in another tab grows between the two and is left alone. Each answer has its own: the
 * role's video introduction (`questionIndex` null) and each video or audio question.
 */
async function findUnfinishedRecording(
  db: Database,
  candidateId: string,
  questionIndex: number | null,
) {
  const [row] = await db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.candidateId, candidateId),
        recordingFor(questionIndex),
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
 * or ffmpeg failed). Throws RecordingRefused when the bytes hold no picture at all (no sound, for
 * an audio answer).
 */
async function measureSavedMs(
  files: RecordingStore,
  tools: FfmpegTools | null,
  row: RecordingRow,
): Promise<number | null> {
  if (!tools) return null;
  const container = row.container === 'mp4' ? 'mp4' : 'webm';
  const inspect = row.media === 'audio' ? inspectAudio : inspectRecording;
  try {
    const facts = await files.withUploadFile(row.uploadId, (file) =>
      inspect(tools, file, container),
    );
    return facts.durationMs;
  } catch (error) {
    if (error instanceof RecordingRefused) throw error;
    return null;
  }
}

/**
 * A question's take is one of a video or audio question; else 400 `question-missing` or 409
 * `answer-type-mismatch`, as Submit of a finished answer recording says.
 */
export function requireRecordedQuestion(candidate: AdmittedCandidate, questionIndex: number) {
  const asked = candidate.role.forms[questionIndex]?.answer.type;
  requireAnswerType(candidate.role, questionIndex, asked === 'audio' ? 'audio' : 'video');
}

/** Whether the answer the take was for is in: nothing of it is offered any more. */
async function answerIsIn(db: Database, candidate: CandidateRow, questionIndex: number | null) {
  if (isSubmitted(candidate)) return true;
  if (questionIndex === null) return false;
  if (await isQuestionSkipped(db, candidate.id, questionIndex)) return true;
  return (await findSubmittedAnswerRecording(db, candidate.id, questionIndex)) !== null;
}

/**
 * The candidate's take cut short mid-way, with what was saved of it; null when there is none. Of
 * the video introduction, or (`questionIndex`) of the answer to that question.
 */
export async function interruptedRecordingOf(
  db: Database,
  files: RecordingStore,
  tools: FfmpegTools | null,
  candidate: CandidateRow,
  questionIndex: number | null = null,
): Promise<InterruptedRecording | null> {
  if (await answerIsIn(db, candidate, questionIndex)) return null;
  const row = await findUnfinishedRecording(db, candidate.id, questionIndex);
  if (!row) return null;
  const savedBytes = await heldBytes(files, row.uploadId);
  if (savedBytes === null) return null;
  try {
    const savedMs = await measureSavedMs(files, tools, row);
    return { uploadId: row.uploadId, savedBytes, savedMs };
  } catch {
    // Bytes without a single picture (or sound): nothing worth submitting.
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

interface SubmitContext {
  db: Database;
  files: RecordingStore;
  processor: RecordingProcessing;
  admissions: UploadAdmissions;
  locker: Locker;
  tools: FfmpegTools | null;
}

/**
 * Finishes the saved part: the upload's length is declared as the bytes held, it is finished and
 * processed as any recording of its answer (a video remuxed with its duration and a poster, an
 * audio answer encoded), and marked interrupted. Refused, with nothing changed, when the upload is
 * not the candidate's take of that answer cut short, when it grew past `savedBytes` (it is
 * still being recorded somewhere), or when `refuse` (the Submit's own refusals, read afresh just
 * before the length is declared) throws.
 */
async function finishSavedPart(
  ctx: SubmitContext,
  candidate: CandidateRow,
  questionIndex: number | null,
  input: { uploadId: string; savedBytes: number },
  refuse: () => Promise<void>,
) {
  const { db, files } = ctx;
  const row = await findUnfinishedRecording(db, candidate.id, questionIndex);
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
    // The Submit's own refusals, read afresh, before anything changes: a skip or a submit from
    // another tab since the request began is refused with the take left as it was.
    await refuse();
    await files.uploads.declareUploadLength(row.uploadId, held);
    ctx.admissions.forget(row.uploadId);
    const uploaded = await finishUpload(db, files, row.uploadId, held);
    // Record Again deleted it meanwhile: finishUpload answers the discarded row as it stands.
    if (uploaded.status !== 'uploaded') throw notInterrupted();
    await updateRecording(db, uploaded.id, { interrupted: true });
    return { uploaded, savedMs: savedMs ?? 0 };
  });
  ctx.processor.enqueue(finished.uploaded.id);
  return { uploadId: row.uploadId, savedMs: finished.savedMs };
}

/**
 * Submit the saved part of the video introduction: finished as above, and the video step
 * completes as Submit Recording completes it.
 */
export async function submitInterruptedRecording(
  ctx: SubmitContext,
  candidate: AdmittedCandidate,
  input: { uploadId: string; savedBytes: number },
) {
  if (!candidate.role.settings.video.enabled) throw new AppError('no-video');
  if (isSubmitted(candidate)) throw new AppError('video-submitted');
  const refuse = () =>
    ctx.db.transaction(async (tx) => {
      const state = await lockCandidate(tx, candidate.id);
      if (state === 'submitted') throw new AppError('video-submitted');
      if (state === 'candidate-gone') throw new AppError('session-invalid');
    });
  const saved = await finishSavedPart(ctx, candidate, null, input, refuse);
  return submitRecording(ctx.db, ctx.files, ctx.admissions, candidate, {
    uploadId: saved.uploadId,
    recordedMs: saved.savedMs,
    endToCompleteMs: 0,
  });
}

/**
 * Submit the saved part of a video or audio question's answer: finished as above, and submitted
 * as the answer to its question, as Submit does a finished one (the question is done). Refused as
 * that Submit refuses: a question not answered that way, a skipped one, an assessment submitted;
 * and 409 `answer-recording-submitted` when the question's answer is in already.
 */
export async function submitInterruptedAnswer(
  ctx: SubmitContext,
  candidate: AdmittedCandidate,
  questionIndex: number,
  input: { uploadId: string; savedBytes: number },
) {
  requireNotSubmitted(candidate);
  requireRecordedQuestion(candidate, questionIndex);
  const refuse = () =>
    ctx.db.transaction(async (tx) => {
      await refuseClosedQuestion(tx, candidate.id, questionIndex);
      if (await findSubmittedAnswerRecording(tx, candidate.id, questionIndex)) {
        throw new AppError('answer-recording-submitted', questionIndex);
      }
    });
  await refuse();
  const saved = await finishSavedPart(ctx, candidate, questionIndex, input, refuse);
  const { db, files, admissions } = ctx;
  const submitted = await submitAnswerRecording(
    db,
    files,
    admissions,
    candidate,
    questionIndex,
    saved.uploadId,
  );
  // Processing measures it shortly; until then, what was measured of the saved part.
  return { ...submitted, durationMs: submitted.durationMs ?? (saved.savedMs || null) };
}

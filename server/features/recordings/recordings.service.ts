import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { completeVideoStep, isSubmitted } from '../assessment/assessment.service';
import { secretHashOfAuthorization } from '../candidates/candidate-auth.plugin';
import { inviteWithdrawn } from '../invites/invites.service';
import type { AdmittedCandidate, CandidateRow } from '../candidates/candidate-row';
import { sessionExpiry } from '../candidates/candidate-session';
import { looksLikeVideo, type RecordingStore } from './stores/recording-store';
import type { DiscardedRecordingFiles } from './discarded-recording-files';
import type { UploadAdmissions } from './uploads/upload-admissions';
import { isStorageUnavailable } from './stores/storage-availability';
import {
  findRecordingByUpload,
  findSessionUpload,
  listByStatus,
  markRecordingSubmitted,
  findArrivingUploadIdsOfInvite,
  markUploadFinished,
  replaceLiveRecording,
  updateRecording,
  type RecordingRow,
  type RecordingStart,
  type UploadState,
} from './recordings.repository';

export const ACCEPTED_VIDEO_TYPES = /^video\/(webm|mp4)(;.*)?$/i;

const sessionInvalid = () => new AppError('session-invalid');
/** Once the video is submitted the assessment is the hiring team's: no upload changes it. */
const assessmentSubmitted = () => new AppError('assessment-submitted');
/**
 * What a failed recording's `processingError` says when its upload was not a video at all: one
 * constant, since Submit Recording answers such a recording with `not-a-video`.
 */
export const NOT_A_VIDEO = 'not a WebM or MP4 video';

export function startRefusal(reason: Extract<RecordingStart, { refused: unknown }>['refused']) {
  if (reason === 'submitted') return assessmentSubmitted();
  if (reason === 'no video') return new AppError('no-video');
  if (reason === 'no takes left') return new AppError('takes-used-up');
  return sessionInvalid();
}

/**
 * Starts a recording for a new upload. One recording is live per candidate: Record Again starts a
 * new upload, and the earlier, unsubmitted one is discarded with its data. Creations at the same
 * moment take turns in the database, each replacing the one before.
 */
export async function startRecording(
  db: Database,
  discarded: DiscardedRecordingFiles,
  candidate: CandidateRow,
  upload: { id: string; mimeType: string },
): Promise<RecordingRow> {
  if (isSubmitted(candidate)) throw assessmentSubmitted();
  if (!ACCEPTED_VIDEO_TYPES.test(upload.mimeType)) throw new AppError('video-type-refused');
  const start = await replaceLiveRecording(db, {
    candidateId: candidate.id,
    uploadId: upload.id,
    mimeType: upload.mimeType.slice(0, 100),
    container: /mp4/i.test(upload.mimeType) ? 'mp4' : 'webm',
  });
  if ('refused' in start) throw startRefusal(start.refused);
  for (const earlier of start.replaced) await discarded.remove(earlier);
  return start.started;
}

/**
 * tus made a new upload's files after its recording was started. A creation at the same moment
 * may have replaced the recording in between and found nothing yet to remove: the files are
 * removed here, so that whichever of the two comes second removes them.
 */
export async function keepUploadIfLive(
  db: Database,
  files: RecordingStore,
  uploadId: string,
): Promise<void> {
  const row = await findRecordingByUpload(db, uploadId);
  if (row && row.status !== 'discarded') return;
  await files.removeUpload(uploadId);
  throw new AppError('recording-replaced');
}

/**
 * The candidate's own, live recording of their video introduction behind an upload id, or a 404
 * that reveals nothing (an answer to a question is submitted with its question).
 */
async function requireOwnRecording(db: Database, candidate: CandidateRow, uploadId: string) {
  const row = await findRecordingByUpload(db, uploadId);
  if (
    !row ||
    row.candidateId !== candidate.id ||
    row.status === 'discarded' ||
    row.questionIndex !== null
  ) {
    throw new AppError('recording-missing');
  }
  return row;
}

/** The live recording behind an upload, for a secret's session, with when the session ends. */
async function ownUpload(db: Database, secretHash: string, uploadId: string) {
  const found = await findSessionUpload(db, secretHash, uploadId);
  if (!found) throw sessionInvalid();
  if (found.inviteRevoked) throw inviteWithdrawn();
  const { recording } = found;
  if (!recording || recording.status === 'discarded') {
    throw new AppError('recording-missing');
  }
  if (found.assessmentSubmitted) throw assessmentSubmitted();
  return { recording, sessionExpiresAt: sessionExpiry(found.sessionCreatedAt) };
}

/**
 * The live recording behind an upload id, for the candidate whose `Authorization` header this is:
 * a 401 without a live session, a 404 that reveals nothing when the upload is not theirs or was
 * discarded, and a 409 once their assessment is submitted. One statement.
 */
export async function requireOwnUpload(
  db: Database,
  authorization: string | null,
  uploadId: string,
): Promise<UploadState> {
  const secretHash = secretHashOfAuthorization(authorization);
  if (!secretHash) throw sessionInvalid();
  return (await ownUpload(db, secretHash, uploadId)).recording;
}

/**
 * A chunk of an upload (tus PATCH) is let through as `requireOwnUpload` would, asking the database
 * again only when this upload and secret were not admitted in the last few seconds. Only an upload
 * still arriving is remembered: one that finished may be submitted any moment, and is asked about
 * every time.
 */
export async function admitUploadChunk(
  db: Database,
  admissions: UploadAdmissions,
  authorization: string | null,
  uploadId: string,
): Promise<void> {
  const secretHash = secretHashOfAuthorization(authorization);
  if (!secretHash) throw sessionInvalid();
  if (admissions.has(uploadId, secretHash)) return;
  const { recording, sessionExpiresAt } = await ownUpload(db, secretHash, uploadId);
  if (recording.status === 'uploading') admissions.remember(uploadId, secretHash, sessionExpiresAt);
}

/**
 * tus DELETE of the candidate's own upload (`requireOwnUpload` checked that): discarded only while
 * still arriving (never one submitted: only a finished upload can be), in the statement that checks
 * it is still uploading, so a finish racing with the delete keeps the recording and its file.
 */
export async function discardUnfinishedUpload(db: Database, recordingId: string): Promise<void> {
  if (!(await updateRecording(db, recordingId, { status: 'discarded' }, 'uploading'))) {
    throw new AppError('recording-finished');
  }
}

/** Answers whether the recording's video is stored: the processed file, or else the upload. */
export async function videoFileIsThere(files: RecordingStore, row: RecordingRow): Promise<boolean> {
  if (row.storageKey) {
    // The store away: processing recorded the key once the file was stored, so a candidate's
    // Submit does not wait for the bucket (docs/deploying.md, "The reverse proxy").
    const stored = await files.statFile(row.storageKey).catch((error: unknown) => {
      if (isStorageUnavailable(error)) return { size: -1 };
      throw error;
    });
    if (stored) return true;
  }
  return files.holdsUpload(row.uploadId);
}

/**
 * The last byte has arrived: check it is a video and hand it to post-processing. In one statement
 * when all is well (the usual case, and 200 uploads can end in the same second).
 */
export async function finishUpload(
  db: Database,
  files: RecordingStore,
  uploadId: string,
  sizeBytes: number,
) {
  const isVideo = looksLikeVideo(await files.readUploadStart(uploadId, 12));
  const finished = isVideo ? await markUploadFinished(db, uploadId, sizeBytes, new Date()) : null;
  if (finished) return finished;
  // Not a video, or no longer arriving (finished already, or discarded): as it stands.
  const row = await findRecordingByUpload(db, uploadId);
  if (!row) throw new AppError('recording-missing');
  // Still arriving, yet not finished: its candidate's invite was withdrawn in the meantime.
  if (isVideo && row.status === 'uploading') throw inviteWithdrawn();
  if (!isVideo) {
    await updateRecording(db, row.id, {
      status: 'failed',
      processingError: NOT_A_VIDEO,
    });
    throw new AppError('not-a-video');
  }
  return row;
}

/**
 * Forgets the chunks this instance admitted a moment ago of the upload still arriving from the
 * candidate of a withdrawn invite, so that its next chunk is asked about (and refused) at once.
 */
export async function forgetArrivingUploadsOfInvite(
  db: Database,
  admissions: { forget(uploadId: string): void },
  inviteCode: string,
): Promise<void> {
  for (const uploadId of await findArrivingUploadIdsOfInvite(db, inviteCode)) {
    admissions.forget(uploadId);
  }
}

/**
 * Submit Recording: the video step is complete, with its timings kept for reviewers. The upload's
 * chunks admitted a moment ago are forgotten, so that its next PATCH meets the refusal.
 */
export async function submitRecording(
  db: Database,
  files: RecordingStore,
  admissions: UploadAdmissions,
  candidate: AdmittedCandidate,
  input: { uploadId: string; recordedMs: number; endToCompleteMs: number },
) {
  if (!candidate.role.settings.video.enabled) throw new AppError('no-video');
  const row = await requireOwnRecording(db, candidate, input.uploadId);
  // Submitting the same recording again (a retry whose answer was lost) is fine; another is not.
  if (candidate.videoCompletedAt && !row.submittedAt) throw new AppError('video-submitted');
  // Completed without one ("I can't record a video"): no video is taken afterwards.
  if (candidate.completedAt && !candidate.videoCompletedAt)
    throw new AppError('assessment-submitted');
  if (row.status === 'uploading') throw new AppError('recording-uploading');
  if (row.status === 'failed' && row.processingError === NOT_A_VIDEO) {
    throw new AppError('not-a-video');
  }
  // Processing moves the upload to its processed place and then records that: read the row
  // again before concluding the file is gone.
  if (
    !(await videoFileIsThere(files, row)) &&
    !(await videoFileIsThere(files, await requireOwnRecording(db, candidate, input.uploadId)))
  ) {
    throw new AppError('recording-video-missing');
  }
  if (!row.submittedAt) {
    const timings = { recordedMs: input.recordedMs, endToCompleteMs: input.endToCompleteMs };
    // Record Again elsewhere may have replaced it since it was read.
    if (!(await markRecordingSubmitted(db, row.id, timings, new Date())))
      throw new AppError('recording-missing');
  }
  const progress = await completeVideoStep(db, candidate);
  admissions.forget(row.uploadId);
  return progress;
}

/**
 * Finishes uploads whose last byte arrived but whose finish was never recorded: the server was
 * killed after tus wrote the last piece and before `finishUpload` ran. tus then tells the browser
 * the upload is complete, so no request would ever finish it and Submit Recording would answer
 * "still uploading" for good. Run at start-up, before requests are served; answers the rows now
 * `uploaded`, and reports each upload it could not finish (e.g. not a video: marked failed).
 */
export async function recoverFinishedUploads(
  db: Database,
  files: RecordingStore,
  onFailure: (uploadId: string, error: unknown) => void,
): Promise<RecordingRow[]> {
  const recovered: RecordingRow[] = [];
  for (const row of await listByStatus(db, ['uploading'])) {
    try {
      // What tus knows of it, from whichever store it is in: the length declared, the bytes kept.
      const upload = await files.uploads.getUpload(row.uploadId).catch(() => null);
      if (upload?.size === undefined || upload.offset !== upload.size) continue;
      recovered.push(await finishUpload(db, files, row.uploadId, upload.size));
    } catch (error) {
      onFailure(row.uploadId, error);
    }
  }
  return recovered;
}

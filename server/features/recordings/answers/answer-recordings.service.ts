import type { MediaForm } from '../../../../shared/question-forms.schema';
import type { Database } from '../../../db/client';
import { AppError } from '../../../plugins/errors';
import { lockCandidate } from '../../answer-files/answer-files.service';
import { noteActivity, requireNotSubmitted } from '../../assessment/assessment.service';
import { refuseIfSkipped, requireAnswerType } from '../../assessment/question-guards';
import type { AdmittedCandidate, CandidateRow } from '../../candidates/candidate-row';
import type { DiscardedRecordingFiles } from '../discarded-recording-files';
import {
  findRecordingByUpload,
  replaceLiveRecording,
  type RecordingRow,
} from '../recordings.repository';
import {
  ACCEPTED_VIDEO_TYPES,
  NOT_A_VIDEO,
  startRefusal,
  videoFileIsThere,
} from '../recordings.service';
import type { RecordingStore } from '../stores/recording-store';
import type { UploadAdmissions } from '../uploads/upload-admissions';
import type { AnswerTarget } from './answer-target';
import { findQuestionFormsOf, markAnswerRecordingSubmitted } from './answer-recordings.repository';

/** What browsers record sound alone in: Opus in WebM (Chrome, Firefox), AAC in MP4 (Safari). */
export const ACCEPTED_AUDIO_TYPES = /^audio\/(webm|mp4)(;.*)?$/i;

/**
 * Starts a recording of an answer to a question (docs/recordings.md#recorded-answers): only for a
 * question answered that way (video or audio, as the upload says), not skipped, with the takes
 * its form gives. A new upload replaces the unsubmitted one for that question (Record Again), as
 * for the introduction; the other questions' recordings are left alone.
 */
export async function startAnswerRecording(
  db: Database,
  discarded: DiscardedRecordingFiles,
  candidate: CandidateRow,
  upload: { id: string; mimeType: string },
  target: NonNullable<AnswerTarget>,
): Promise<RecordingRow> {
  requireNotSubmitted(candidate);
  const role = await findQuestionFormsOf(db, candidate.id);
  if (!role) throw new AppError('session-invalid');
  const form: MediaForm = requireAnswerType(role, target.questionIndex, target.media);
  await refuseIfSkipped(db, candidate.id, target.questionIndex);
  const accepted = target.media === 'audio' ? ACCEPTED_AUDIO_TYPES : ACCEPTED_VIDEO_TYPES;
  if (!accepted.test(upload.mimeType)) {
    throw new AppError(target.media === 'audio' ? 'audio-type-refused' : 'video-type-refused');
  }
  const start = await replaceLiveRecording(
    db,
    {
      candidateId: candidate.id,
      uploadId: upload.id,
      mimeType: upload.mimeType.slice(0, 100),
      container: /mp4/i.test(upload.mimeType) ? 'mp4' : 'webm',
      media: target.media,
    },
    { questionIndex: target.questionIndex, takes: form.takes },
  );
  if ('refused' in start) {
    if (start.refused === 'answer submitted')
      throw new AppError('answer-recording-submitted', target.questionIndex);
    throw startRefusal(start.refused);
  }
  for (const earlier of start.replaced) await discarded.remove(earlier);
  return start.started;
}

/**
 * Submit: the finished recording is the candidate's answer to the question. Refused for a
 * question not answered on video or audio (409 `answer-type-mismatch`), a skipped one (409
 * `question-skipped`), an upload that is not theirs for this question (404), one still arriving
 * or not a recording. Submitting it again (a retry whose answer was lost) answers the same.
 */
export async function submitAnswerRecording(
  db: Database,
  files: RecordingStore,
  admissions: UploadAdmissions,
  candidate: AdmittedCandidate,
  questionIndex: number,
  uploadId: string,
  now = new Date(),
): Promise<{ questionId: number; durationMs: number | null }> {
  requireNotSubmitted(candidate);
  const row = await findRecordingByUpload(db, uploadId);
  const own = row && row.candidateId === candidate.id && row.status !== 'discarded' ? row : null;
  // The question's kind first: a written question is told so, whatever the upload; then an
  // upload that is not theirs is missing (404), whichever medium the question records.
  const mediaOf = (media: string | undefined) => (media === 'audio' ? 'audio' : 'video');
  const asked = candidate.role.forms[questionIndex]?.answer.type;
  const recorded = asked === 'audio' || asked === 'video';
  requireAnswerType(candidate.role, questionIndex, mediaOf(recorded ? asked : own?.media));
  if (!own) throw new AppError('recording-missing');
  requireAnswerType(candidate.role, questionIndex, mediaOf(own.media));
  if (own.questionIndex !== questionIndex) throw new AppError('recording-missing');
  await refuseIfSkipped(db, candidate.id, questionIndex);
  if (own.status === 'uploading') throw new AppError('recording-uploading');
  if (own.status === 'failed' && own.processingError === NOT_A_VIDEO) {
    throw new AppError('not-a-video');
  }
  const again = async () => (await findRecordingByUpload(db, uploadId)) ?? own;
  if (!(await videoFileIsThere(files, own)) && !(await videoFileIsThere(files, await again()))) {
    throw new AppError('recording-video-missing');
  }
  if (!own.submittedAt) await markSubmitted(db, candidate.id, questionIndex, own.id, now);
  admissions.forget(own.uploadId);
  await noteActivity(db, candidate, now);
  return { questionId: questionIndex, durationMs: (await again()).durationMs };
}

/**
 * Within a transaction, takes the candidate's row lock (which a skip holds too) and refuses, read
 * afresh, an assessment submitted (409 `assessment-submitted`) or the question skipped (409
 * `question-skipped`).
 */
export async function refuseClosedQuestion(
  tx: Database,
  candidateId: string,
  questionIndex: number,
): Promise<void> {
  const state = await lockCandidate(tx, candidateId);
  if (state === 'submitted') throw new AppError('assessment-submitted');
  if (state === 'candidate-gone') throw new AppError('session-invalid');
  await refuseIfSkipped(tx, candidateId, questionIndex);
}

/**
 * Submits the recording under the candidate's row lock, which a skip holds too: the skip is read
 * again there, so a skip and a submit at once never both land (409 `question-skipped`). Record
 * Again elsewhere may have replaced the recording since it was read (404).
 */
async function markSubmitted(
  db: Database,
  candidateId: string,
  questionIndex: number,
  recordingId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await refuseClosedQuestion(tx, candidateId, questionIndex);
    if (!(await markAnswerRecordingSubmitted(tx, recordingId, now))) {
      throw new AppError('recording-missing');
    }
  });
}

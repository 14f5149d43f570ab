import type { ReviewAnswerMedia } from '../../../../shared/answer-recording.schema';
import type { QuestionForm } from '../../../../shared/question-forms.schema';
import type { Database } from '../../../db/client';
import { AppError } from '../../../plugins/errors';
import type { RecordingRow } from '../recordings.repository';
import { AUDIO_ANSWER } from '../processing/audio-answer';
import { recordingStateOf } from '../recording-state';
import {
  findSubmittedAnswerRecording,
  listSubmittedAnswerRecordings,
} from './answer-recordings.repository';

/** A stored file to send: its key in the recording store and its media type. */
export interface AnswerMediaFile {
  key: string;
  contentType: string;
}

/**
 * What reviewers see of each video or audio question (the review detail's `media`), in question
 * order: the state of the recording the candidate submitted, its length, why it failed, and
 * whether the asker is offered to process a failed one again (the review detail's rule, the
 * introduction's).
 */
export async function answerMediaOf(
  db: Database,
  candidateId: string,
  forms: readonly QuestionForm[],
  reprocessable: (recording: RecordingRow) => Promise<boolean>,
): Promise<ReviewAnswerMedia[]> {
  const asked = forms.flatMap((form, questionIndex) =>
    form.answer.type === 'video' || form.answer.type === 'audio'
      ? [{ questionIndex, media: form.answer.type }]
      : [],
  );
  if (asked.length === 0) return [];
  const submitted = await listSubmittedAnswerRecordings(db, candidateId);
  return Promise.all(
    asked.map(async ({ questionIndex, media }) => {
      const row = submitted.find((recording) => recording.questionIndex === questionIndex);
      const state = recordingStateOf(row);
      return {
        questionIndex,
        media,
        state,
        durationMs: state === 'ready' ? (row?.durationMs ?? null) : null,
        failureReason: state === 'failed' ? (row?.processingError ?? null) : null,
        reprocessable: state === 'failed' && !!row && (await reprocessable(row)),
        interrupted: row?.interrupted ?? false,
      };
    }),
  );
}

/**
 * The processed recording of the candidate's submitted answer to a question, or its poster (a
 * video's only); 404 `answer-recording-missing` when there is none ready.
 */
export async function findAnswerMediaFile(
  db: Database,
  candidateId: string,
  questionIndex: number,
  part: 'recording' | 'poster',
): Promise<AnswerMediaFile> {
  const row = await findSubmittedAnswerRecording(db, candidateId, questionIndex);
  if (recordingStateOf(row) !== 'ready' || !row?.storageKey) {
    throw new AppError('answer-recording-missing');
  }
  if (part === 'poster') {
    if (row.media === 'audio' || !row.posterKey) throw new AppError('answer-recording-missing');
    return { key: row.posterKey, contentType: 'image/jpeg' };
  }
  const contentType =
    row.media === 'audio'
      ? AUDIO_ANSWER.contentType
      : row.container === 'mp4'
        ? 'video/mp4'
        : 'video/webm';
  return { key: row.storageKey, contentType };
}

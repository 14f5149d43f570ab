import {
  formsOf,
  WRITTEN_REQUIRED,
  type QuestionForm,
} from '../../../shared/question-forms.schema';
import { PartialDeviceInfoSchema } from '../../../shared/registration.schema';
import type { CandidateDetail, Review } from '../../../shared/review.schema';
import { allowedMinutes } from '../../../shared/time-allowance';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { listReviewFiles } from '../answer-files/review-files.service';
import { answerMediaOf } from '../recordings/answers/answer-media.service';
import { sanitizeAnswerHtml } from '../assessment/answer-sanitizer';
import {
  findCandidateRow,
  findLatestRecording,
  listCandidateAnswers,
  listCandidateEvents,
  type CandidateDetailRow,
  type RecordingRow,
} from './review-detail.repository';
import { listCandidateDevices, toAddedDevices, toDevicesSeen } from './review-devices';
import { toTimeline } from './review-timeline';
import { candidateScores } from '../scores/scores.service';
import {
  isReprocessable,
  videoFailureReasonOf,
  videoStateOf,
  videoUnavailableOf,
} from './review-video-state';

/** The same URLs as `apiPaths.adminCandidateVideo` / `Poster` of the browser. */
const videoUrl = (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}/video`;
export const posterUrl = (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}/poster`;

type AnswerRow = Awaited<ReturnType<typeof listCandidateAnswers>>[number];

/** A review row as the workspace shows it; a candidate nobody reviewed yet is new. */
export function toReview(review: CandidateDetailRow['review'] | null): Review {
  if (!review?.status) {
    return {
      status: 'new',
      notes: '',
      updatedAt: null,
      updatedBy: null,
      version: 0,
    };
  }
  return {
    status: review.status,
    notes: review.notes ?? '',
    updatedAt: review.updatedAt?.toISOString() ?? null,
    updatedBy: review.updatedBy,
    version: review.version ?? 0,
  };
}

/** One entry per question of the role, worded as the candidate was asked it, with its form. */
function toAnswers(
  questions: string[],
  forms: QuestionForm[],
  rows: AnswerRow[],
): CandidateDetail['answers'] {
  return questions.map((roleQuestion, questionIndex) => {
    const saved = rows.find((row) => row.questionIndex === questionIndex);
    return {
      questionIndex,
      question: saved?.question ?? roleQuestion,
      form: forms[questionIndex] ?? WRITTEN_REQUIRED,
      html: saved ? sanitizeAnswerHtml(saved.html) : null,
      choices: saved?.choices ?? null,
      unmatched: saved?.unmatched === true,
      skipped: saved?.skipped ?? false,
      savedAt: saved?.updatedAt.toISOString() ?? null,
    };
  });
}

/** Time used: to completion, or to the last thing the candidate saved; never negative. */
function usedMs(startedAt: Date, completedAt: Date | null, lastActivity: (Date | null)[]): number {
  const times = lastActivity.filter((time): time is Date => time !== null).map((t) => t.getTime());
  const end = completedAt?.getTime() ?? (times.length > 0 ? Math.max(...times) : null);
  return end === null ? 0 : Math.max(0, end - startedAt.getTime());
}

/**
 * Who asks for the detail: whose score is `scores.mine`, and whether they may have a failed
 * recording processed again (a member who may review, with the store to ask whether its upload is
 * kept). Without it (a share's visitor) nothing is offered.
 */
interface DetailAsker {
  memberId: string;
  mayReview: boolean;
  holdsUpload: (uploadId: string) => Promise<boolean>;
}

/**
 * Whether the asker is offered to process a recording again (docs/product.md), the introduction
 * and each video or audio answer alike: a member who may review, a failed recording processing did
 * not refuse, whose upload the store still holds (the reprocess route checks all of it again).
 */
function reprocessOffer(asker: DetailAsker | undefined) {
  return async (recording: RecordingRow | null | undefined): Promise<boolean> =>
    !!asker?.mayReview &&
    !!recording &&
    isReprocessable(recording) &&
    (await asker.holdsUpload(recording.uploadId));
}

export async function getCandidateDetail(
  db: Database,
  candidateId: string,
  asker?: DetailAsker,
): Promise<CandidateDetail> {
  const reprocessable = reprocessOffer(asker);
  const row = await findCandidateRow(db, candidateId);
  if (!row) throw new AppError('candidate-missing');
  const forms = formsOf(row.roleQuestionForms, row.roleQuestions.length);
  const [answerRows, eventRows, deviceRows, recording, scores, fileRows, media] = await Promise.all(
    [
      listCandidateAnswers(db, candidateId),
      listCandidateEvents(db, candidateId),
      listCandidateDevices(db, candidateId),
      findLatestRecording(db, candidateId),
      candidateScores(db, candidateId, asker?.memberId),
      listReviewFiles(db, candidateId),
      answerMediaOf(db, candidateId, forms, reprocessable),
    ],
  );
  const { candidate } = row;
  const videoUnavailable = videoUnavailableOf(candidate);
  const state = videoStateOf(recording, row.roleSettings.video.enabled, videoUnavailable !== null);
  // A video the candidate said they could not record is not offered, whatever a take left.
  const videoReprocessable = state === 'failed' && (await reprocessable(recording));
  const device = PartialDeviceInfoSchema.safeParse(candidate.device);
  // The candidate's own limit: their invite's role version plus their extra time, as their
  // deadline was computed.
  const minutes = allowedMinutes(row.roleSettings, row.extraTime);
  return {
    id: candidate.id,
    name: candidate.name,
    email: candidate.email,
    social: candidate.social,
    experience: candidate.experience,
    inviteCode: candidate.inviteCode,
    inviteLabel: row.inviteLabel,
    inviteRevokedAt: row.inviteRevokedAt?.toISOString() ?? null,
    role: { id: row.roleId, title: row.roleTitle, company: row.companyName },
    extraTime: row.extraTime,
    answers: toAnswers(row.roleQuestions, forms, answerRows),
    // Counted as the list counts them: a saved answer of blank lines is not an answer; a file
    // given and a recording submitted are.
    answered:
      answerRows.filter((answer) => answer.hasText).length +
      fileRows.length +
      media.filter((recording) => recording.state !== 'none').length,
    files: fileRows,
    media,
    video: {
      state,
      url: state === 'ready' ? videoUrl(candidate.id) : null,
      posterUrl: state === 'ready' && recording?.posterKey ? posterUrl(candidate.id) : null,
      durationMs: recording?.durationMs ?? null,
      sizeBytes: recording?.sizeBytes ?? null,
      mimeType: recording?.mimeType ?? null,
      submittedAt: recording?.submittedAt?.toISOString() ?? null,
      failureReason: videoFailureReasonOf(recording),
      reprocessable: videoReprocessable,
      interrupted: recording?.interrupted ?? false,
    },
    videoUnavailable,
    timing: {
      registeredAt: candidate.createdAt.toISOString(),
      startedAt: candidate.startedAt.toISOString(),
      completedAt: candidate.completedAt?.toISOString() ?? null,
      usedMs: usedMs(candidate.startedAt, candidate.completedAt, [
        ...answerRows.map((answer) => answer.updatedAt),
        recording?.submittedAt ?? null,
      ]),
      allowedMs: minutes === null ? null : minutes * 60_000,
      overTime: candidate.overTime,
    },
    device: candidate.device && device.success ? device.data : null,
    devices: toDevicesSeen(deviceRows),
    events: toTimeline(eventRows, toAddedDevices(deviceRows)),
    feedback: row.feedbackAt
      ? {
          rating: row.feedbackRating,
          text: row.feedbackText ?? '',
          sentAt: row.feedbackAt.toISOString(),
        }
      : null,
    review: toReview(row.review),
    scores,
  };
}

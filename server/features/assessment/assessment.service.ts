import {
  ANSWER_SEQUENCE_MAX_AHEAD_MS,
  type Answer,
  type AssessmentState,
  type AssessmentStep,
  type PendingRecording,
  type SaveAnswerRequest,
  type SaveProgressRequest,
} from '../../../shared/assessment.schema';
import { candidateFormOf } from '../../../shared/question-forms.schema';
import { allowedMinutes } from '../../../shared/time-allowance';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { listCandidateFiles } from '../answer-files/candidate-files.service';
import { assessmentTextsOf } from '../candidate-texts/candidate-texts.service';
import { feedbackSentAtOf } from '../feedback/feedback.service';
import type { AdmittedCandidate, CandidateRow } from '../candidates/candidate-row';
import { choiceAnswerOf } from './answer-choices';
import { mediaProgressOf } from '../recordings/answers/media-progress';
import { sanitizeAnswerHtml } from './answer-sanitizer';
import { answerText } from './answer-text';
import {
  countTakesUsed,
  findRecordingAwaitingSubmission,
  listAnswers,
  markAssessmentComplete,
  markOverTime,
  markVideoComplete,
  updateProgress,
  upsertAnswer,
  type AnswerRow,
} from './assessment.repository';
import { requireAnswerType } from './question-guards';
import { doneCount, questionsDone, requiredDone } from './question-progress';

const STEP_ORDER: readonly AssessmentStep[] = ['overview', 'questions', 'video', 'complete'];

/**
 * Submitted: by the video, or (a role without video) by the last answer. The assessment then
 * belongs to the hiring team: nothing in it changes.
 */
export function isSubmitted(candidate: CandidateRow): boolean {
  return candidate.videoCompletedAt !== null || candidate.completedAt !== null;
}

export function requireNotSubmitted(candidate: CandidateRow): void {
  if (isSubmitted(candidate)) throw new AppError('assessment-submitted');
}

/** The candidate's own minutes: the role version's limit and the invite's extra time. */
function minutesOf(candidate: AdmittedCandidate): number | null {
  return allowedMinutes(candidate.role.settings, candidate.extraTime);
}

/** Null when the role has no time limit: nobody is then ever over time. */
function deadlineOf(candidate: AdmittedCandidate): Date | null {
  const minutes = minutesOf(candidate);
  return minutes === null ? null : new Date(candidate.startedAt.getTime() + minutes * 60_000);
}

/** `sanitized`: the row's html already sanitised by this request, so not sanitised twice. */
export function toAnswer(row: AnswerRow, sanitized?: string): Answer {
  return {
    questionId: row.questionIndex,
    question: row.question,
    answer: sanitized ?? sanitizeAnswerHtml(row.html),
    choices: row.choices ?? null,
    skipped: row.skipped,
    sequence: row.sequence,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Work done after the time limit is kept; the candidate is marked over time for reviewers
 * (docs/product.md#time-allowance).
 */
export async function noteActivity(
  db: Database,
  candidate: AdmittedCandidate,
  now: Date,
): Promise<boolean> {
  const deadline = deadlineOf(candidate);
  const over = deadline !== null && now.getTime() > deadline.getTime();
  if (over && !candidate.overTime) await markOverTime(db, candidate.id);
  return over || candidate.overTime;
}

/** Null with unlimited takes (then nothing is counted); none left for a role without video. */
async function takesLeftOf(db: Database, candidate: AdmittedCandidate): Promise<number | null> {
  const { video } = candidate.role.settings;
  if (!video.enabled) return 0;
  if (video.takes === null) return null;
  return Math.max(0, video.takes - (await countTakesUsed(db, candidate.id)));
}

/**
 * A finished recording not yet submitted, so that a reload between End Recording and Submit
 * Recording offers it again instead of losing it (or, on the last take, leaving nothing to do).
 */
async function pendingRecordingOf(
  db: Database,
  candidate: AdmittedCandidate,
): Promise<PendingRecording | null> {
  if (!candidate.role.settings.video.enabled || isSubmitted(candidate)) return null;
  return findRecordingAwaitingSubmission(db, candidate.id);
}

export async function getAssessmentState(
  db: Database,
  candidate: AdmittedCandidate,
  now = new Date(),
): Promise<AssessmentState> {
  const { role } = candidate;
  const rows = candidate.answers ?? (await listAnswers(db, candidate.id));
  // A submitted assessment shows that it is complete, never what is in it: whoever registers
  // again with the invite and the email sees the completed state, not the candidate's work.
  const submitted = isSubmitted(candidate);
  const hidden = { name: '', email: '', social: '', company: '' };
  // Files and recordings are read once, for the answers shown and the count of those done; none
  // at all for a role without such questions, or once submitted (the count reads what it needs).
  const hasFiles = role.forms.some((form) => form.answer.type === 'file');
  const files = submitted || !hasFiles ? [] : await listCandidateFiles(db, candidate.id);
  const media = submitted ? [] : await mediaProgressOf(db, candidate.id, role);
  const known = submitted
    ? {}
    : {
        filed: new Set(files.map((file) => file.questionId)),
        recorded: new Set(media.flatMap((one) => (one.submitted ? [one.questionId] : []))),
      };
  return {
    candidate: submitted
      ? hidden
      : {
          name: candidate.name,
          email: candidate.email,
          social: candidate.social,
          company: candidate.company,
        },
    inviteCode: candidate.inviteCode,
    language: candidate.language,
    role: {
      id: role.id,
      title: role.role,
      company: role.company,
      maxMinutes: role.maxMinutes,
      questions: role.questions,
      guidance: role.guidance,
      forms: role.forms.map(candidateFormOf),
      settings: role.settings,
    },
    texts: await assessmentTextsOf(db, role.id, role.version),
    answers: submitted ? [] : rows.map((row) => toAnswer(row)),
    files,
    progress: {
      step: candidate.step,
      questionIndex: candidate.questionIndex,
      answered: doneCount(await questionsDone(db, candidate, rows, known)),
      videoCompleted: candidate.videoCompletedAt !== null,
      completedAt: candidate.completedAt?.toISOString() ?? null,
      takesLeft: await takesLeftOf(db, candidate),
      pendingRecording: await pendingRecordingOf(db, candidate),
      media,
      feedbackSentAt: await feedbackSentAtOf(db, candidate.id),
    },
    timing: {
      startedAt: candidate.startedAt.toISOString(),
      allowedMinutes: minutesOf(candidate),
      deadlineAt: deadlineOf(candidate)?.toISOString() ?? null,
      serverNow: now.toISOString(),
      overTime: candidate.overTime,
    },
  };
}

export async function saveAnswer(
  db: Database,
  candidate: AdmittedCandidate,
  questionId: number,
  input: SaveAnswerRequest,
  now = new Date(),
): Promise<{ applied: boolean; answer: Answer }> {
  // Sequences are times on the server's clock (give or take the allowance): one from further
  // ahead would make every later save look older, freezing the answer, so it is refused.
  const latestSequence = now.getTime() + ANSWER_SEQUENCE_MAX_AHEAD_MS;
  if (input.sequence > latestSequence) throw new AppError('answer-sequence-ahead');
  requireNotSubmitted(candidate);
  const { role } = candidate;
  const question = role.questions[questionId];
  if (question === undefined) throw new AppError('question-missing', questionId);
  // Written text, or chosen options, each only to a question of its own kind.
  const content =
    input.choices === undefined
      ? writtenContent(role, questionId, input.answer ?? '')
      : choiceContent(role, questionId, input.choices);
  const result = await upsertAnswer(
    db,
    {
      candidateId: candidate.id,
      questionIndex: questionId,
      question,
      ...content,
      sequence: input.sequence,
    },
    latestSequence,
  );
  if (!result.applied && result.row.skipped) throw new AppError('question-skipped', questionId);
  await noteActivity(db, candidate, now);
  // Stored now, the answer is the text just sanitised: a second pass would cost as much again
  // (a quarter of a millisecond for a formatted answer, docs/capacity.md).
  const answer = toAnswer(result.row, result.applied ? content.html : undefined);
  return { applied: result.applied, answer };
}

/** A written answer to a written question: sanitised, with its plain text. */
function writtenContent(role: AdmittedCandidate['role'], questionId: number, answer: string) {
  requireAnswerType(role, questionId, 'written');
  const html = sanitizeAnswerHtml(answer);
  return { html, ...answerText(html), choices: null, unmatched: null };
}

/** Chosen options to a choice question: checked against its options (`choiceAnswerOf`). */
function choiceContent(role: AdmittedCandidate['role'], questionId: number, chosen: number[]) {
  const form = requireAnswerType(role, questionId, 'choice');
  return { html: '', ...choiceAnswerOf(form, questionId, chosen) };
}

/** Whether every required question is done (`questionsDone`): the video step and completion wait for it. */
async function requiredQuestionsDone(db: Database, candidate: AdmittedCandidate): Promise<boolean> {
  return requiredDone(candidate.role.forms, await questionsDone(db, candidate));
}

/**
 * The step moves only forward and only through what the candidate did: the video step once every
 * required question is done (and only for a role with video), `complete` only by submitting the
 * video (`completeVideoStep`) or, without video, by `completeWithoutVideo`.
 */
export async function saveProgress(
  db: Database,
  candidate: AdmittedCandidate,
  input: SaveProgressRequest,
  now = new Date(),
) {
  requireNotSubmitted(candidate);
  if (input.step === 'complete') throw new AppError('complete-needs-video');
  if (STEP_ORDER.indexOf(input.step) < STEP_ORDER.indexOf(candidate.step)) {
    throw new AppError('no-step-back');
  }
  const questionCount = candidate.role.questions.length;
  if (input.questionIndex >= questionCount) {
    throw new AppError('question-missing', input.questionIndex);
  }
  if (input.step === 'video' && !candidate.role.settings.video.enabled) {
    throw new AppError('video-not-asked');
  }
  if (input.step === 'video' && candidate.step !== 'video') {
    if (!(await requiredQuestionsDone(db, candidate))) throw new AppError('video-needs-answers');
  }
  await updateProgress(db, candidate.id, input.step, input.questionIndex);
  await noteActivity(db, candidate, now);
}

/**
 * The video is submitted: the assessment is complete (over time if after the deadline:
 * docs/product.md#time-allowance).
 */
export async function completeVideoStep(
  db: Database,
  candidate: AdmittedCandidate,
  now = new Date(),
) {
  const completedAt = candidate.completedAt ?? now;
  await markVideoComplete(db, candidate.id, completedAt);
  const overTime = await noteActivity(db, candidate, completedAt);
  return {
    step: 'complete' as const,
    videoCompleted: true as const,
    completedAt: completedAt.toISOString(),
    overTime,
  };
}

/**
 * A role without video is submitted after its last answer: once every required question is done,
 * the assessment is complete. Asking again (a retry whose answer was lost) answers the same.
 */
export async function completeWithoutVideo(
  db: Database,
  candidate: AdmittedCandidate,
  now = new Date(),
) {
  if (candidate.role.settings.video.enabled) {
    throw new AppError('complete-needs-video');
  }
  if (!candidate.completedAt && !(await requiredQuestionsDone(db, candidate))) {
    throw new AppError('complete-needs-answers');
  }
  const completedAt = candidate.completedAt ?? now;
  if (!candidate.completedAt) await markAssessmentComplete(db, candidate.id, completedAt);
  const overTime = await noteActivity(db, candidate, completedAt);
  return {
    step: 'complete' as const,
    videoCompleted: false as const,
    completedAt: completedAt.toISOString(),
    overTime,
  };
}

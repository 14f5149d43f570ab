import type { AnswerFile } from '../../../../shared/answer-files.schema';
import type { AssessmentState } from '../../../../shared/assessment.schema';
import {
  WRITTEN_REQUIRED,
  type CandidateQuestionForm,
} from '../../../../shared/question-forms.schema';
import { answerText } from '../../../lib/answer-text';
import type { CachedAnswer } from './assessment-cache';
import { isQuestionDone } from './question-done';

/**
 * What the server's state says of the files and recordings given. Read loosely: a copy of the
 * state cached by an older version of the page has neither field.
 */
interface StateWithGivenMedia {
  files?: AnswerFile[];
  progress: { media?: { questionId: number; submitted: unknown }[] };
}

/**
 * How each question is answered. A copy of the state cached by a page from before answer types
 * (read when offline) has no forms: its questions were all written and required.
 */
export function formsOfState(state: AssessmentState): CandidateQuestionForm[] {
  const forms = (state.role as { forms?: CandidateQuestionForm[] }).forms;
  return forms ?? state.role.questions.map(() => WRITTEN_REQUIRED);
}

/** The files given as answers, by question. */
export function filesOf(state: AssessmentState): Map<number, AnswerFile> {
  const files = (state as StateWithGivenMedia).files ?? [];
  return new Map(files.map((file) => [file.questionId, file]));
}

/** The questions whose video or audio answer was submitted. */
export function submittedRecordingsOf(state: AssessmentState): Set<number> {
  const media = (state as StateWithGivenMedia).progress.media ?? [];
  return new Set(media.filter((item) => item.submitted).map((item) => item.questionId));
}

/** How many questions are done, as the header's Answered counter shows. */
export function doneCount(
  forms: AssessmentState['role']['forms'],
  answers: readonly CachedAnswer[],
  files: ReadonlyMap<number, AnswerFile>,
  submitted: ReadonlySet<number>,
): number {
  return forms.filter((form, questionId) => {
    const answer = answers.find((candidate) => candidate.questionId === questionId);
    return isQuestionDone(form, {
      text: form.answer.type === 'written' && answer ? answerText(answer.answer) : '',
      choices: answer?.choices ?? [],
      skipped: answer?.skipped === true,
      hasFile: files.has(questionId),
      recordingSubmitted: submitted.has(questionId),
    });
  }).length;
}

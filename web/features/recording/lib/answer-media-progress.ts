import type { AssessmentState, MediaProgress } from '../../../../shared/assessment.schema';

/** This video or audio question's entry in the state (`progress.media`), if there is one. */
export function answerMediaProgressOf(
  state: AssessmentState | undefined,
  questionId: number,
): MediaProgress | null {
  return state?.progress.media.find((entry) => entry.questionId === questionId) ?? null;
}

import { ANSWER_TYPE_WORDS, ANSWER_TYPES_IN_ORDER } from '../../../../shared/answer-type-words';
import type { AnswerType } from '../../../../shared/question-forms.schema';

export interface Section {
  title: string;
  description: string;
}

/**
 * The first section says how its questions are answered: `Written answers` (as always), `Video
 * answers`, `Written, choice and file answers`. A role with no written question never says
 * written.
 */
export function questionsSectionDescription(types: readonly AnswerType[]): string {
  const kinds = ANSWER_TYPES_IN_ORDER.filter((kind) => types.includes(kind));
  if (kinds.length === 0) return 'Written answers';
  const words = kinds.map((kind) => ANSWER_TYPE_WORDS[kind].word);
  const listed =
    words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
  return `${listed.charAt(0).toUpperCase()}${listed.slice(1)} answers`;
}

const VIDEO_INTRODUCTION: Section = {
  title: 'Video Introduction',
  description: 'A recorded video',
};
const INTERVIEW_PREPARATION: Section = {
  title: 'Interview Preparation',
  description: 'Sharing feedback',
};

/** The assessment's sections; a role without a video introduction has no Video Introduction. */
export function sectionsFor(types: readonly AnswerType[], video: boolean): Section[] {
  const questions: Section = {
    title: 'Problem Solving',
    description: questionsSectionDescription(types),
  };
  return video
    ? [questions, VIDEO_INTRODUCTION, INTERVIEW_PREPARATION]
    : [questions, INTERVIEW_PREPARATION];
}

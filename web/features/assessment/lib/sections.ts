import { ANSWER_TYPES_IN_ORDER } from '../../../../shared/answer-type-words';
import type { PageLanguage } from '../../../../shared/i18n/languages';
import type { SectionKey } from '../../../../shared/candidate-texts';
import type { AnswerType } from '../../../../shared/question-forms.schema';
import { listText } from '../../../i18n/list-text';
import type { AssessmentTranslate } from '../assessment-texts';

export interface Section {
  title: string;
  /** As the overview lists it, after a dash: `written answers`, `a recorded video`. */
  description: string;
}

/** Each answer type's word in the questions' section (`written`, `choice`). */
const KIND_WORDS = {
  written: 'kindWritten',
  video: 'kindVideo',
  audio: 'kindAudio',
  choice: 'kindChoice',
  file: 'kindFile',
} as const satisfies Record<AnswerType, string>;

/**
 * The first section says how its questions are answered: `written answers` (as always), `video
 * answers`, `written, choice and file answers`. A role with no written question never says
 * written.
 */
export function questionsSectionDescription(
  t: AssessmentTranslate,
  language: PageLanguage,
  types: readonly AnswerType[],
): string {
  const kinds = ANSWER_TYPES_IN_ORDER.filter((kind) => types.includes(kind));
  const words = kinds.length === 0 ? [t('kindWritten')] : kinds.map((kind) => t(KIND_WORDS[kind]));
  return t('sectionQuestionsDescription', { kinds: listText(language, words) });
}

/** A description as the section stepper shows it, on its own: `Written answers`. */
export function sentenceCase(text: string, language: PageLanguage): string {
  const first = text.charAt(0);
  return `${first.toLocaleUpperCase(language.includes('-X') ? 'en' : language)}${text.slice(1)}`;
}

/** The team's names of the sections (docs/product.md#candidate-texts); null: the default. */
export type SectionNames = Record<SectionKey, string | null>;

const DEFAULT_NAMES: SectionNames = { questions: null, video: null, feedback: null };

/** The assessment's sections; a role without a video introduction has no Video Introduction. */
export function sectionsFor(
  t: AssessmentTranslate,
  language: PageLanguage,
  types: readonly AnswerType[],
  video: boolean,
  names: SectionNames = DEFAULT_NAMES,
): Section[] {
  const questions: Section = {
    title: names.questions ?? t('sectionQuestions'),
    description: questionsSectionDescription(t, language, types),
  };
  const interview: Section = {
    title: names.feedback ?? t('sectionInterview'),
    description: t('sectionInterviewDescription'),
  };
  const introduction: Section = {
    title: names.video ?? t('sectionVideo'),
    description: t('sectionVideoDescription'),
  };
  return video ? [questions, introduction, interview] : [questions, interview];
}

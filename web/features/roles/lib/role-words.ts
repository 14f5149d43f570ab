import type { AnswerType } from '../../../../shared/question-forms.schema';
import { ANSWER_TYPES_IN_ORDER } from '../../../../shared/answer-type-words';
import type { Translate } from '../../../i18n/texts';
import type english from '../../../../shared/messages/workspace-roles/en';

type RolesTranslate = Translate<typeof english>;
type Key = keyof typeof english;

/** Each answer type's keys: its label in the editor, its counting word, its one line of help. */
export const ANSWER_TYPE_KEYS: Record<AnswerType, { label: Key; word: Key; help: Key }> = {
  written: { label: 'typeLabelWritten', word: 'typeWordWritten', help: 'typeHelpWritten' },
  video: { label: 'typeLabelVideo', word: 'typeWordVideo', help: 'typeHelpVideo' },
  audio: { label: 'typeLabelAudio', word: 'typeWordAudio', help: 'typeHelpAudio' },
  choice: { label: 'typeLabelChoice', word: 'typeWordChoice', help: 'typeHelpChoice' },
  file: { label: 'typeLabelFile', word: 'typeWordFile', help: 'typeHelpFile' },
};

function typeCounts(types: readonly AnswerType[]) {
  return ANSWER_TYPES_IN_ORDER.map((type) => ({
    type,
    count: types.filter((asked) => asked === type).length,
  })).filter(({ count }) => count > 0);
}

/**
 * "3 written, 1 video, 1 file": how many questions of each type, in the editor's order
 * (shared/question-forms-summary.ts says it so in English for the candidate's side).
 */
export function typeBreakdownText(t: RolesTranslate, types: readonly AnswerType[]): string {
  return typeCounts(types)
    .map(({ type, count }) => t('typeCount', { count, type: t(ANSWER_TYPE_KEYS[type].word) }))
    .join(', ');
}

/** "5 questions: 3 written, 1 video, 1 file", or "3 written questions" when all are alike. */
export function formsSummaryText(t: RolesTranslate, types: readonly AnswerType[]): string {
  const counts = typeCounts(types);
  if (counts.length === 0) return t('noQuestions');
  if (counts.length === 1)
    return t('questionsOfOneType', {
      count: types.length,
      type: t(ANSWER_TYPE_KEYS[counts[0]!.type].word),
    });
  return t('questionsOfTypes', { count: types.length, types: typeBreakdownText(t, types) });
}

import { choiceMismatch, type ChoiceForm } from '../../../shared/question-forms.schema';
import { AppError } from '../../plugins/errors';

/** What is stored of a choice answer: its options in their order, their text, and the flag. */
export interface ChoiceAnswer {
  choices: number[];
  plainText: string;
  hasText: boolean;
  /** Outside the team's preferred options (null: none preferred, or nothing chosen). */
  unmatched: boolean | null;
}

/**
 * A choice answer checked against its question's options: each one of them, each once, one only
 * for a single choice (400 otherwise, nothing stored). None chosen clears the answer.
 */
export function choiceAnswerOf(
  form: ChoiceForm,
  questionIndex: number,
  chosen: readonly number[],
): ChoiceAnswer {
  if (chosen.some((index) => index >= form.options.length)) {
    throw new AppError('choice-unknown', questionIndex);
  }
  if (new Set(chosen).size !== chosen.length) throw new AppError('choice-repeated');
  if (!form.multiple && chosen.length > 1) throw new AppError('choice-single', questionIndex);
  const choices = [...chosen].sort((a, b) => a - b);
  // The options' text, so the export and the list read it without the role version.
  const plainText = choices.map((index) => form.options[index]).join('; ');
  return {
    choices,
    plainText,
    hasText: choices.length > 0,
    unmatched: choiceMismatch(form, choices),
  };
}

import {
  ANSWER_FORM_LIMITS,
  type AnswerForm,
  type AnswerType,
  type ChoiceForm,
} from '../../../../shared/question-forms.schema';
import { ANSWER_TYPE_WORDS, ANSWER_TYPES_IN_ORDER } from '../../../../shared/answer-type-words';

/** One line for each answer type on what the candidate does. */
const ANSWER_TYPE_HELP: Record<AnswerType, string> = {
  written: 'The candidate types their answer.',
  video: 'The candidate records a video answer with their camera.',
  audio: 'The candidate records their voice only, no camera.',
  choice: 'The candidate picks from options you write.',
  file: 'The candidate uploads a file, such as a CV or a work sample.',
};

/** The editor's answer types, as the team reads them, each with one line on what the candidate does. */
export const ANSWER_TYPE_CHOICES: { value: AnswerType; label: string; help: string }[] =
  ANSWER_TYPES_IN_ORDER.map((value) => ({
    value,
    label: ANSWER_TYPE_WORDS[value].label,
    help: ANSWER_TYPE_HELP[value],
  }));

/** A new form of a type, with the defaults of docs/product.md#answer-types. */
export function defaultAnswerForm(type: AnswerType): AnswerForm {
  switch (type) {
    case 'written':
      return { type };
    case 'video':
    case 'audio':
      return { type, maxSeconds: ANSWER_FORM_LIMITS.mediaSeconds.default, takes: null };
    case 'choice':
      return { type, multiple: false, options: ['', ''], preferred: [] };
    case 'file':
      return { type, maxMegabytes: ANSWER_FORM_LIMITS.fileMegabytes.default };
  }
}

/**
 * The form after picking a type: what the question had of that type before (switching away and
 * back keeps the options the team wrote), else the type's defaults.
 */
export function switchAnswerType(
  earlier: Partial<Record<AnswerType, AnswerForm>>,
  type: AnswerType,
): AnswerForm {
  return structuredClone(earlier[type] ?? defaultAnswerForm(type));
}

/** The options after one moves from `from` to `to`; the preferred marks move with them. */
export function moveOption(form: ChoiceForm, from: number, to: number): ChoiceForm {
  if (to < 0 || to >= form.options.length || from === to) return form;
  const order = form.options.map((_, index) => index);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return {
    ...form,
    options: order.map((index) => form.options[index]!),
    preferred: form.preferred.map((index) => order.indexOf(index)).sort((a, b) => a - b),
  };
}

/** The options without one; the marks of those after it follow them. */
export function removeOption(form: ChoiceForm, removed: number): ChoiceForm {
  return {
    ...form,
    options: form.options.filter((_, index) => index !== removed),
    preferred: form.preferred
      .filter((index) => index !== removed)
      .map((index) => (index > removed ? index - 1 : index)),
  };
}

/** The options with one more, empty, at the end. */
export function addOption(form: ChoiceForm): ChoiceForm {
  return { ...form, options: [...form.options, ''] };
}

/** Marks or unmarks one option as preferred. */
export function setPreferred(form: ChoiceForm, index: number, preferred: boolean): ChoiceForm {
  const others = form.preferred.filter((marked) => marked !== index);
  return {
    ...form,
    preferred: preferred ? [...others, index].sort((a, b) => a - b) : others,
  };
}

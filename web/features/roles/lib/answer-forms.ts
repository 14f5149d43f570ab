import {
  ANSWER_FORM_LIMITS,
  type AnswerForm,
  type AnswerType,
  type ChoiceForm,
} from '../../../../shared/question-forms.schema';

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

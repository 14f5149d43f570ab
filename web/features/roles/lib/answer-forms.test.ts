import { describe, expect, it } from 'vitest';
import { ANSWER_TYPES_IN_ORDER } from '../../../../shared/answer-type-words';
import { AnswerFormSchema, type ChoiceForm } from '../../../../shared/question-forms.schema';
import {
  addOption,
  defaultAnswerForm,
  moveOption,
  removeOption,
  setPreferred,
  switchAnswerType,
} from './answer-forms';

const choice = (options: string[], preferred: number[]): ChoiceForm => ({
  type: 'choice',
  multiple: false,
  options,
  preferred,
});

describe('defaultAnswerForm', () => {
  it('gives each type defaults the server takes, once a choice has its options written', () => {
    for (const value of ANSWER_TYPES_IN_ORDER) {
      const form = defaultAnswerForm(value);
      const filled = form.type === 'choice' ? { ...form, options: ['Yes', 'No'] } : form;
      expect(AnswerFormSchema.safeParse(filled).success).toBe(true);
    }
    expect(defaultAnswerForm('file')).toEqual({ type: 'file', maxMegabytes: 10 });
    expect(defaultAnswerForm('audio')).toEqual({ type: 'audio', maxSeconds: 120, takes: null });
  });
});

describe('switchAnswerType', () => {
  it('brings back what the question had of a type, else its defaults', () => {
    const written = choice(['Remote', 'Office'], [0]);
    expect(switchAnswerType({ choice: written }, 'choice')).toEqual(written);
    expect(switchAnswerType({ choice: written }, 'video')).toEqual(defaultAnswerForm('video'));
  });
});

describe('the options of a choice', () => {
  const form = choice(['A', 'B', 'C', 'D'], [1, 3]);

  it('keeps the preferred marks on their options when one moves', () => {
    const moved = moveOption(form, 3, 0);
    expect(moved.options).toEqual(['D', 'A', 'B', 'C']);
    expect(moved.preferred.map((index) => moved.options[index])).toEqual(['D', 'B']);
    expect(moveOption(form, 0, -1)).toBe(form);
  });

  it('drops the removed option mark and shifts the ones after it', () => {
    const removed = removeOption(form, 1);
    expect(removed.options).toEqual(['A', 'C', 'D']);
    expect(removed.preferred.map((index) => removed.options[index])).toEqual(['D']);
  });

  it('adds an empty option and marks or unmarks one', () => {
    expect(addOption(form).options).toEqual(['A', 'B', 'C', 'D', '']);
    expect(setPreferred(form, 0, true).preferred).toEqual([0, 1, 3]);
    expect(setPreferred(form, 3, false).preferred).toEqual([1]);
  });
});

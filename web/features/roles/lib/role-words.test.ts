import { describe, expect, it } from 'vitest';
import english from '../../../../shared/messages/workspace-roles/en';
import type { AnswerType } from '../../../../shared/question-forms.schema';
import { formsSummary, typeBreakdown } from '../../../../shared/question-forms-summary';
import { formsSummaryText, typeBreakdownText } from './role-words';
import { englishI18n } from '../../../../shared/messages/english-i18n.test-support';

const i18n = englishI18n(english);
const t = (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);

const ASKED: AnswerType[][] = [
  [],
  ['written'],
  ['video'],
  ['written', 'written', 'written'],
  ['file', 'written', 'video', 'written', 'written'],
  ['choice', 'audio'],
  ['audio', 'file', 'choice', 'video', 'written'],
];

describe('what a role asks, in the workspace’s words', () => {
  it.each(ASKED)('reads as formsSummary and typeBreakdown do: %j', (...types) => {
    const forms = types.map((type) => ({ answer: { type } }));
    expect(formsSummaryText(t, types)).toBe(formsSummary(forms));
    expect(typeBreakdownText(t, types)).toBe(typeBreakdown(forms));
  });
});

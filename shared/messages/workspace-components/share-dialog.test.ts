import { describe, expect, it } from 'vitest';
import { ShareFormSchema } from '../../shares.schema';
import english from './en';

/** The share dialog's refusals (web/components/share-dialog.tsx), as the shared schema words them. */
describe('the components catalogue holds the share dialog’s refusals', () => {
  const refusal = (form: Record<string, unknown>) =>
    ShareFormSchema.safeParse({ label: 'Panel', days: 7, allowFeedback: false, ...form }).error
      ?.issues[0]?.message;

  it.each([
    [{ label: ' ' }, english.shareLabelMissing],
    [{ label: 'x'.repeat(121) }, english.shareLabelTooLong],
    [{ days: 'seven' }, english.shareDaysNotNumber],
    [{ days: 1.5 }, english.shareDaysNotWhole],
    [{ days: 0 }, english.shareDaysRange],
    [{ days: 31 }, english.shareDaysRange],
  ])('for %o', (form, message) => {
    expect(refusal(form)).toBe(message);
  });
});

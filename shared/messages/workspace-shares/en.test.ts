import { describe, expect, it } from 'vitest';
import { ShareFeedbackRequestSchema } from '../../shares.schema';
import english from './en';

/** The refusals a visitor sees under the feedback form, as the shared schema words them. */
describe('the shares catalogue holds the feedback form’s refusals', () => {
  const refusal = (body: Record<string, unknown>) =>
    ShareFeedbackRequestSchema.safeParse({
      candidateId: '0b7c2f4e-6a9d-4c1b-9e3f-2d5a8b7c6e1f',
      score: 3,
      ...body,
    }).error?.issues[0]?.message;

  it('for a missing name', () => {
    expect(refusal({ name: ' ' })).toBe(english.nameMissing);
  });

  it('for a name too long', () => {
    expect(refusal({ name: 'x'.repeat(121) })).toBe(english.nameTooLong);
  });

  it('for neither a score nor a comment', () => {
    expect(refusal({ name: 'Ada', score: null })).toBe(english.feedbackEmpty);
  });
});

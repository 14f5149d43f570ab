import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { installPlainZodMessages } from './plain-zod-messages';

const messageFor = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  // The first message, as the server's error handler answers it in `status`.
  return parsed.error.issues[0]?.message;
};

describe('plain messages for what a schema did not word itself', () => {
  beforeAll(() => installPlainZodMessages());
  const Body = z.object({
    step: z.enum(['overview', 'questions']),
    questionIndex: z.number().int().min(0).max(50),
    data: z.object({
      screenResolution: z.string().regex(/^\d+x\d+$/),
      userAgent: z.string().max(5),
    }),
    tags: z.array(z.string()).max(1),
    named: z.string().max(2, 'Our own words.'),
  });
  const valid = {
    step: 'overview',
    questionIndex: 1,
    data: { screenResolution: '1x1', userAgent: 'ua' },
    tags: [],
    named: 'ok',
  };

  it.each([
    [{ step: 'sideways' }, 'The step must be one of: overview, questions.'],
    [{ questionIndex: 51 }, 'The question index must be at most 50.'],
    [{ questionIndex: -1 }, 'The question index must be at least 0.'],
    [{ questionIndex: '3' }, 'The question index must be a number.'],
    [{ questionIndex: undefined }, 'The question index is missing.'],
    [
      { data: { screenResolution: '1', userAgent: 'ua' } },
      'The screen resolution is not in the right format.',
    ],
    [
      { data: { screenResolution: '1x1', userAgent: 'toolong' } },
      'The user agent is too long: at most 5 characters.',
    ],
    [{ tags: ['a', 'b'] }, 'Too many tags: at most 1.'],
    [{ named: 'long' }, 'Our own words.'],
  ])('%j → %s', (change, message) => {
    expect(messageFor(Body, { ...valid, ...change })).toBe(message);
  });

  it('names the body itself when it is not an object', () => {
    expect(messageFor(Body, 'text')).toBe('The value must be an object.');
  });
});

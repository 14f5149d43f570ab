import { describe, expect, it } from 'vitest';
import { ERRORS, errorText, type ErrorCode } from './error-codes';
import { isPassingRefusal, PASSING_ERRORS } from './passing-errors';

/** Details a text takes that are not any word. */
const SAMPLE_DETAILS: Partial<Record<ErrorCode, unknown[]>> = {
  'role-forbidden': ['owner'],
  'answer-type-mismatch': [1, 'video', 'written'],
};

/** Sample details for a text made from them: a number or a word, whichever it takes. */
function sampleText(code: ErrorCode): string {
  const text: unknown = ERRORS[code].text;
  if (typeof text === 'string') return text;
  const make = text as (...details: unknown[]) => string;
  const word = make(...(SAMPLE_DETAILS[code] ?? ['x', 'y', 'z']));
  return word.includes('undefined') ? make(1, 'y') : word;
}

describe('the error catalogue (docs/errors.md)', () => {
  const codes = Object.keys(ERRORS) as ErrorCode[];

  it.each(codes)('%s has a kebab-case code, an HTTP error status and a sentence', (code) => {
    expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(ERRORS[code].status).toBeGreaterThanOrEqual(400);
    expect(ERRORS[code].status).toBeLessThan(600);
    const text = sampleText(code);
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/undefined|null|\[object/);
  });

  it('writes no text twice under two codes with the same status', () => {
    const seen = new Map<string, ErrorCode>();
    for (const code of codes) {
      const text = ERRORS[code].text;
      if (typeof text !== 'string') continue;
      const key = `${ERRORS[code].status} ${text}`;
      expect(seen.get(key), `${code} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, code);
    }
  });

  it('keeps the wording screens and tests rely on', () => {
    expect(errorText('question-missing', 7)).toBe('Question 7 does not exist.');
    expect(errorText('answer-type-mismatch', 1, 'video', 'written')).toBe(
      'Question 2 is answered on video, not in writing.',
    );
    expect(errorText('role-missing', 'zz9')).toBe('No role has the identify code "zz9".');
    expect(errorText('server-error', 'req-1')).toBe(
      'Something went wrong on our side (request req-1).',
    );
    expect(errorText('file-type-refused')).toBe(
      'This file is not a PDF, DOCX, ODT, PNG or JPEG file. Please choose one of those (the file itself is checked, not its name).',
    );
  });

  it('calls passing only what a later try can mend', () => {
    for (const code of PASSING_ERRORS) expect(codes).toContain(code);
    expect(isPassingRefusal(409, 'still-arriving')).toBe(true);
    expect(isPassingRefusal(409, 'assessment-submitted')).toBe(false);
    expect(isPassingRefusal(409, 'video-submitted')).toBe(false);
    expect(isPassingRefusal(503, undefined)).toBe(true);
    expect(isPassingRefusal(0, undefined)).toBe(true);
    expect(isPassingRefusal(404, undefined)).toBe(false);
  });
});

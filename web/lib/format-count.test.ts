import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('a count in the workspace', () => {
  it('separates thousands, whatever the machine’s language', () => {
    expect(formatCount(100_000)).toBe('100,000');
    expect(formatCount(17_000)).toBe('17,000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('a count in the workspace', () => {
  it('separates thousands, whatever the machine’s language', () => {
    expect(formatCount(100_000)).toBe('100,000');
    expect(formatCount(17_000)).toBe('17,000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
  });

  it('groups as en-US does, for any count the workspace shows', () => {
    for (const count of [1, 12, 123, 1000, 1001, 12_345, 999_999, 1_000_000, 1_234_567_890]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { integritySummaryLine, integritySummarySentence } from './integrity-summary';

/** The list's one line (`docs/integrity.md`), and the sentence a screen reader hears. */
describe('the integrity summary of a candidate', () => {
  it('says nothing was noted when there was nothing', () => {
    const none = { pastes: 0, awayCount: 0, awayMs: 0 };
    expect(integritySummaryLine(none)).toBe('Nothing noted');
    expect(integritySummarySentence(none)).toBe(
      'Integrity: nothing noted, no pastes and no time away from the tab.',
    );
  });

  it('counts pastes and the time away over how many times', () => {
    const some = { pastes: 2, awayCount: 3, awayMs: 72_400 };
    expect(integritySummaryLine(some)).toBe('2 pastes · away 1 min 12 s (3 times)');
    expect(integritySummarySentence(some)).toBe(
      'Integrity: pasted text 2 times; left the tab 3 times, 1 min 12 s in all.',
    );
    expect(integritySummaryLine({ pastes: 1, awayCount: 0, awayMs: 0 })).toBe('1 paste');
    expect(integritySummaryLine({ pastes: 0, awayCount: 1, awayMs: 9_600 })).toBe(
      'away 10 s (once)',
    );
  });
});

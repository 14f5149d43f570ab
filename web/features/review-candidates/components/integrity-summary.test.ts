import { describe, expect, it } from 'vitest';
import english from '../../../../shared/messages/workspace-candidates/en';
import { integritySummaryLine, integritySummarySentence } from './integrity-summary';
import { englishI18n } from '../../../../shared/messages/english-i18n.test-support';

/** The catalogue's English, compiled as the browser gets it. */
const i18n = englishI18n(english);
const t = (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);
const line = (summary: Parameters<typeof integritySummaryLine>[0]) =>
  integritySummaryLine(summary, t);
const sentence = (summary: Parameters<typeof integritySummarySentence>[0]) =>
  integritySummarySentence(summary, t);

/** The list's one line (`docs/integrity.md`), and the sentence a screen reader hears. */
describe('the integrity summary of a candidate', () => {
  it('says nothing was noted when there was nothing', () => {
    const none = { pastes: 0, awayCount: 0, awayMs: 0 };
    expect(line(none)).toBe('Nothing noted');
    expect(sentence(none)).toBe(
      'Integrity: nothing noted, no pastes and no time away from the tab.',
    );
  });

  it('counts pastes and the time away over how many times', () => {
    const some = { pastes: 2, awayCount: 3, awayMs: 72_400 };
    expect(line(some)).toBe('2 pastes · away 1 min 12 s (3 times)');
    expect(sentence(some)).toBe(
      'Integrity: pasted text 2 times; left the tab 3 times, 1 min 12 s in all.',
    );
    expect(line({ pastes: 1, awayCount: 0, awayMs: 0 })).toBe('1 paste');
    expect(line({ pastes: 0, awayCount: 1, awayMs: 9_600 })).toBe('away 10 s (once)');
  });

  it('says once for one, and names what did not happen', () => {
    expect(sentence({ pastes: 1, awayCount: 0, awayMs: 0 })).toBe(
      'Integrity: pasted text once; never left the tab.',
    );
    expect(sentence({ pastes: 0, awayCount: 1, awayMs: 9_600 })).toBe(
      'Integrity: no pastes; left the tab once, 10 s in all.',
    );
  });

  it('writes large counts as digits, as before the catalogue', () => {
    const many = { pastes: 1234, awayCount: 1000, awayMs: 3_600_000 };
    expect(line(many)).toBe('1234 pastes · away 1 h (1000 times)');
    expect(sentence(many)).toBe(
      'Integrity: pasted text 1234 times; left the tab 1000 times, 1 h in all.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { RETENTION_STATUSES, type RetentionStatus } from '../../privacy.schema';
import english from './en';
import { englishI18n } from '../english-i18n.test-support';

const i18n = englishI18n(english);

/** What the code said before the catalogue (web/components/privacy/retention-words.ts). */
const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);
const SUBJECTS: Record<RetentionStatus, string> = {
  new: 'New candidates',
  shortlisted: 'Shortlisted candidates',
  on_hold: 'Candidates with the status On hold',
  rejected: 'Rejected candidates',
};
function retentionSentence(status: RetentionStatus, days: number | null): string {
  if (days === null) return `${SUBJECTS[status]} are kept until someone deletes them.`;
  return `${SUBJECTS[status]} are deleted ${daysText(days)} after their last activity, decision or invite expiry, whichever is latest.`;
}
function erasureSentence(delayDays: number): string {
  const when = delayDays === 0 ? 'at the next hourly run' : `${daysText(delayDays)} after they ask`;
  return `A candidate who asks for their data to be erased is deleted ${when}, unless held.`;
}

describe('the retention sentences', () => {
  it.each(RETENTION_STATUSES)('say of %s candidates what the code said', (status) => {
    expect(i18n._('kept', { status })).toBe(retentionSentence(status, null));
    for (const days of [1, 2, 30, 180, 999, 1000, 3650]) {
      expect(i18n._('deleted', { status, days })).toBe(retentionSentence(status, days));
    }
  });
});

describe('the erasure sentence', () => {
  it.each([0, 1, 2, 7, 30])('gives a delay of %i days as the code did', (days) => {
    expect(i18n._('erasure', { days })).toBe(erasureSentence(days));
  });

  it('reads, to the letter, as the settings showed it', () => {
    expect(i18n._('erasure', { days: 30 })).toBe(
      'A candidate who asks for their data to be erased is deleted 30 days after they ask, unless held.',
    );
    expect(i18n._('erasure', { days: 1 })).toContain('deleted 1 day after they ask');
    expect(i18n._('erasure', { days: 0 })).toContain('deleted at the next hourly run');
  });
});

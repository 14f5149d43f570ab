import { expect, it } from 'vitest';
import english from '../../../../shared/messages/workspace-review-candidate/en';
import type { TimelineEvent } from '../../../../shared/review.schema';
import type { ReviewTexts } from '../review-candidate-texts';
import { formatSpan } from '../../../lib/format-span';
import { describeIntegrityEvent, spanText } from './integrity-event-text';
import { englishI18n } from '../../../../shared/messages/english-i18n.test-support';

const i18n = englishI18n(english);
const t: ReviewTexts = (key, values) => i18n._(key, values);

it.each([
  [400, '0 s'],
  [45_000, '45 s'],
  [60_000, '1 min'],
  [72_000, '1 min 12 s'],
  [7_200_000, '2 h'],
  [7_500_000, '2 h 5 min'],
])('writes a span of %i ms as "%s"', (milliseconds, text) => {
  expect(spanText(milliseconds, t)).toBe(text);
  // The catalogue's span reads as the list's (formatSpan) does.
  expect(spanText(milliseconds, t)).toBe(formatSpan(milliseconds));
});

const event = (kind: TimelineEvent['kind'], more: Partial<TimelineEvent> = {}) => ({
  kind,
  occurredAt: '2026-11-30T12:00:00.000Z',
  detail: null,
  durationMs: null,
  ...more,
});

it.each([
  [event('paste', { detail: '412 characters' }), 'Pasted 412 characters'],
  [event('paste'), 'Pasted text'],
  [event('tab_hidden', { durationMs: 72_000 }), 'Left the tab for 1 min 12 s'],
  [event('tab_hidden'), 'Left the tab and did not come back'],
  [event('reloaded', { durationMs: 3_000 }), 'Reloaded the page'],
  [event('reloaded', { durationMs: 300_000 }), 'Left the page and opened it again 5 min later'],
  [
    event('device_added', { detail: 'Chrome 131 on Linux' }),
    'Continued on another computer (Chrome 131 on Linux)',
  ],
  [event('blocked_key', { detail: 'F12' }), 'Blocked key F12'],
])('says %o as "%s"', (entry, text) => {
  expect(describeIntegrityEvent(entry, t)).toBe(text);
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatMoment, formatTime } from './format-moment';

/** What the pages wrote with `Intl.DateTimeFormat('en-GB', …)` before: the reference. */
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', options);
const DAY_MONTH = { day: 'numeric', month: 'short' } as const;
const CLOCK = { hour: '2-digit', minute: '2-digit' } as const;
const DATE = intl({ ...DAY_MONTH, year: 'numeric' });
const DAY = intl(DAY_MONTH);
const TIME = intl(CLOCK);
const MOMENT = intl({ ...DAY_MONTH, year: 'numeric', ...CLOCK });
const MEDIUM = intl({ dateStyle: 'medium', timeStyle: 'short' });
const DAY_SECONDS = intl({ ...DAY_MONTH, ...CLOCK, second: '2-digit' });
const DAY_MINUTES = intl({ ...DAY_MONTH, ...CLOCK });

/** Every day of a leap year, each at another time of day (midnight and noon included). */
const MOMENTS = Array.from({ length: 366 }, (_, day) => {
  const minutes = (day * 97) % (24 * 60);
  return new Date(2028, 0, 1 + day, Math.floor(minutes / 60), minutes % 60, day % 60);
});

describe('a moment as the workspace writes it', () => {
  it('writes what Intl writes for en-GB, every day of a year, at any time of day', () => {
    expect(MOMENTS.some((moment) => moment.getHours() === 0)).toBe(true);
    for (const moment of MOMENTS) {
      expect(formatDate(moment)).toBe(DATE.format(moment));
      expect(formatDate(moment, { year: false })).toBe(DAY.format(moment));
      expect(formatTime(moment)).toBe(TIME.format(moment));
      expect(formatMoment(moment)).toBe(MOMENT.format(moment));
      expect(formatMoment(moment)).toBe(MEDIUM.format(moment));
      expect(formatMoment(moment, { year: false })).toBe(DAY_MINUTES.format(moment));
      expect(formatMoment(moment, { year: false, seconds: true })).toBe(DAY_SECONDS.format(moment));
    }
  });

  it('pads hours, minutes and seconds, and names September as en-GB does', () => {
    const moment = new Date(2026, 8, 3, 9, 5, 7);
    expect(formatMoment(moment, { seconds: true })).toBe('3 Sept 2026, 09:05:07');
  });
});

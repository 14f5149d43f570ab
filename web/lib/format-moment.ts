/**
 * Dates and times written as the en-GB locale writes them ("3 Sept 2026, 09:05"), in the reader's
 * time zone, from the Date's own getters. The first `Intl.DateTimeFormat` a page creates costs
 * Chromium 44-50 ms of main thread (its locale data loads), ~190 ms on Lighthouse's phone, and
 * created on import it ran before the reviewer's pages first painted (docs/capacity.md, work
 * taken off the first paint). These formats are fixed: the getters write them, and a test holds
 * them to `Intl`'s.
 */
/** A day in milliseconds, for dates counted in days (a deletion's, an erasure's). */
export const DAY_MS = 24 * 60 * 60 * 1000;

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "3 Sept 2026"; "3 Sept" with `year: false`. */
export function formatDate(date: Date, { year = true }: { year?: boolean } = {}): string {
  const day = `${date.getDate()} ${MONTHS[date.getMonth()]}`;
  return year ? `${day} ${date.getFullYear()}` : day;
}

/** "09:05" on a 24-hour clock; "09:05:07" with `seconds`. */
export function formatTime(date: Date, { seconds = false }: { seconds?: boolean } = {}): string {
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return seconds ? `${time}:${twoDigits(date.getSeconds())}` : time;
}

/** "3 Sept 2026, 09:05": the date, then the time. */
export function formatMoment(
  date: Date,
  options: { year?: boolean; seconds?: boolean } = {},
): string {
  return `${formatDate(date, options)}, ${formatTime(date, options)}`;
}

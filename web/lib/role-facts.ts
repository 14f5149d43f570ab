/**
 * How a role's settings read on the candidate's pages (the landing and the assessment's overview).
 * With the defaults they read exactly as they always have: `20 mins`, `three written answers`.
 */

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** `three` for 3, up to nine; `10` and above as digits. */
export function countWord(count: number): string {
  return WORDS[count] ?? String(count);
}

/** The test duration: `20 mins`, `1 min`, or `No time limit`. */
export function durationText(minutes: number | null): string {
  if (minutes === null) return 'No time limit';
  return minutes === 1 ? '1 min' : `${minutes} mins`;
}

/** `1 take left`, `2 takes left`. */
export function takesLeftText(takes: number): string {
  return takes === 1 ? '1 take left' : `${takes} takes left`;
}

/** Seconds as `m:ss` (`0:30`, `1:05`): a short countdown. */
export function shortClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

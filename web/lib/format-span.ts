/** A span of time in whole hours, minutes and seconds (rounded to the second). */
export function spanParts(milliseconds: number): {
  hours: number;
  minutes: number;
  seconds: number;
} {
  const totalSeconds = Math.max(0, Math.round(milliseconds / 1000));
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** "1 min 12 s", "45 s", "2 h 5 min": a span of time as a reviewer reads it. */
export function formatSpan(milliseconds: number): string {
  const { hours, minutes, seconds } = spanParts(milliseconds);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}

/** An average as the team reads it: one decimal at most (4.5, 4, 3.7). */
export function formatAverage(average: number): string {
  return String(Math.round(average * 10) / 10);
}

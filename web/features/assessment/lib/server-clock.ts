/**
 * The server's clock, as seen from this browser: deadlines and answer sequences are on the
 * server's time, whatever this computer's clock says.
 */

/** How far the server's clock is ahead of this browser's (negative when behind; 0 if unknown). */
export function serverClockOffsetMs(serverNow: string | undefined, now = Date.now()): number {
  const server = serverNow ? Date.parse(serverNow) : NaN;
  return Number.isFinite(server) ? server - now : 0;
}

/** Milliseconds left until `deadlineAt` on the server's clock. */
export function msUntil(deadlineAt: string, offsetMs: number, now = Date.now()): number {
  return Date.parse(deadlineAt) - (now + offsetMs);
}

import { describe, expect, it } from 'vitest';
import { msUntil, serverClockOffsetMs } from './server-clock';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const MINUTE = 60_000;

describe("the countdown runs on the server's clock", () => {
  it("counts down the same on a computer whose clock is 7 minutes fast as on the server's", () => {
    const deadline = '2026-11-23T12:20:00Z';
    const fastComputer = NOW + 7 * MINUTE;
    const offset = serverClockOffsetMs(new Date(NOW).toISOString(), fastComputer);
    expect(offset).toBe(-7 * MINUTE);
    expect(msUntil(deadline, offset, fastComputer)).toBe(20 * MINUTE);
    expect(msUntil(deadline, offset, fastComputer + 30_000)).toBe(20 * MINUTE - 30_000);
  });

  it('on a slow clock too, and past the deadline it goes below zero', () => {
    const slowComputer = NOW - 3 * MINUTE;
    const offset = serverClockOffsetMs(new Date(NOW).toISOString(), slowComputer);
    expect(msUntil('2026-11-23T12:00:00Z', offset, slowComputer + MINUTE)).toBe(-MINUTE);
  });

  it("trusts this computer's clock when the server's time is missing or unreadable", () => {
    expect(serverClockOffsetMs(undefined, NOW)).toBe(0);
    expect(serverClockOffsetMs('not a time', NOW)).toBe(0);
  });
});

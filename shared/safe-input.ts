import type { $ZodCheck } from 'zod/v4/core';
import { z } from 'zod/mini';

/**
 * Input checks every free-text field shares. PostgreSQL cannot store a NUL
 * character in text, so one that reached a query would fail it (a 500); it is a clear 400 instead.
 */
export const NUL_CHARACTER_MESSAGE = 'The text must not contain NUL (\\u0000) characters.';

/** The check refusing any NUL character with a 400's message, for zod and zod/mini alike. */
export const noNul = (message?: string): $ZodCheck<string> =>
  z.refine<string>((value) => !value.includes('\u0000'), {
    error: message ?? NUL_CHARACTER_MESSAGE,
  });

/** The same string schema (zod's or zod/mini's), refusing any NUL character. */
export function withoutNul<Schema extends { check(...checks: $ZodCheck<string>[]): Schema }>(
  schema: Schema,
  message?: string,
): Schema {
  return schema.check(noNul(message));
}

/** The earliest time a client may report: no event of this product happened before it. */
export const EARLIEST_CLIENT_TIME_MS = Date.UTC(2000, 0, 1);
/** How far ahead of the server's clock a client's time may be (a wrong browser clock). */
export const CLIENT_TIME_MAX_AHEAD_MS = 24 * 60 * 60 * 1000;

/** True for a time from 2000 to a day ahead of now: what a real browser reports. */
export function isSaneClientTime(iso: string, now = Date.now()): boolean {
  const time = Date.parse(iso);
  return (
    Number.isFinite(time) &&
    time >= EARLIEST_CLIENT_TIME_MS &&
    time <= now + CLIENT_TIME_MAX_AHEAD_MS
  );
}

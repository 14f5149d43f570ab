import { describe, expect, it } from 'vitest';
import {
  judgeWrongAttempt,
  judgeWrongPasskey,
  type ThrottleRule,
  type ThrottleState,
} from './passkey-throttle.rule';
import { PASSKEY_THROTTLE } from './passkey-throttle.service';

/** The production shape: five free, then 1 s doubling to 15 s; held at most 15 s. */
const RULE: ThrottleRule = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15_000,
  maxWaitMs: 15_000,
  forgetAfterMs: 15 * 60 * 1000,
};

/** Wrong passkeys at the given times (ms), one after another: what each was told. */
function wrongPasskeysAt(times: number[], start: ThrottleState | null = null) {
  let state = start;
  return times.map((now) => {
    const { next, verdict } = judgeWrongPasskey(state, now, RULE);
    state = next;
    return { verdict, state: next };
  });
}

describe('the wrong-passkey rule', () => {
  it('is the one the app applies: written out here, so a wrong constant in the app shows', () => {
    expect(PASSKEY_THROTTLE).toEqual(RULE);
  });

  it('answers the first five wrong passkeys at once, however fast they come', () => {
    const answers = wrongPasskeysAt([0, 0, 0, 0, 0]).map((step) => step.verdict);
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ kind: 'answer', afterMs: 0 })));
  });

  it('then holds each further one until its turn, the spacing doubling from 1 s up to 15 s', () => {
    const all = wrongPasskeysAt(Array.from({ length: 10 }, () => 0));
    const waits = all.slice(5).map((step) => step.verdict);
    // Turns at 1, 3, 7 and 15 s (1 + 2 + 4 + 8); the tenth's would be 30 s off: refused.
    expect(waits).toEqual([
      { kind: 'answer', afterMs: 1_000 },
      { kind: 'answer', afterMs: 3_000 },
      { kind: 'answer', afterMs: 7_000 },
      { kind: 'answer', afterMs: 15_000 },
      { kind: 'refuse', retryAfterMs: 30_000 },
    ]);
  });

  it('never holds a slower guesser: a wrong passkey after its turn is answered at once', () => {
    const answers = wrongPasskeysAt([0, 0, 0, 0, 0, 10_000, 60_000]).map((step) => step.verdict);
    expect(answers.slice(5)).toEqual([
      { kind: 'answer', afterMs: 0 },
      { kind: 'answer', afterMs: 0 },
    ]);
  });

  it('counts a refused wrong passkey but does not push the next turn further off', () => {
    const start: ThrottleState = { failures: 20, lastFailureAt: 0, nextAttemptAt: 40_000 };
    const steps = wrongPasskeysAt([1_000, 2_000, 3_000], start);
    expect(steps.map((step) => step.verdict)).toEqual([
      { kind: 'refuse', retryAfterMs: 39_000 },
      { kind: 'refuse', retryAfterMs: 38_000 },
      { kind: 'refuse', retryAfterMs: 37_000 },
    ]);
    expect(steps.at(-1)?.state).toEqual({
      failures: 23,
      lastFailureAt: 3_000,
      nextAttemptAt: 40_000,
    });
  });

  it('forgets wrong passkeys older than 15 minutes', () => {
    const start: ThrottleState = { failures: 40, lastFailureAt: 0, nextAttemptAt: 15_000 };
    const [step] = wrongPasskeysAt([15 * 60 * 1000], start);
    expect(step?.verdict).toEqual({ kind: 'answer', afterMs: 0 });
    expect(step?.state.failures).toBe(1);
  });

  it('holds an attempt on two budgets until the later turn, and spaces each by its own count', () => {
    // The address guessed 7 times (its turn 5 s off); the account is fresh.
    const address: ThrottleState = { failures: 7, lastFailureAt: 0, nextAttemptAt: 5_000 };
    const { next, verdict } = judgeWrongAttempt([address, null], 0, RULE);
    expect(verdict).toEqual({ kind: 'answer', afterMs: 5_000 });
    expect(next).toEqual([
      { failures: 8, lastFailureAt: 0, nextAttemptAt: 5_000 + 8_000 },
      { failures: 1, lastFailureAt: 0, nextAttemptAt: 5_000 },
    ]);
  });

  it('refuses an attempt when either budget’s turn is too far off, moving neither turn', () => {
    const account: ThrottleState = { failures: 20, lastFailureAt: 0, nextAttemptAt: 40_000 };
    const { next, verdict } = judgeWrongAttempt([null, account], 1_000, RULE);
    expect(verdict).toEqual({ kind: 'refuse', retryAfterMs: 39_000 });
    expect(next).toEqual([
      { failures: 1, lastFailureAt: 1_000, nextAttemptAt: 1_000 },
      { failures: 21, lastFailureAt: 1_000, nextAttemptAt: 40_000 },
    ]);
  });
});

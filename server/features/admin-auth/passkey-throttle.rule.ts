/** How a budget's wrong credentials space out its next wrong ones. */
export interface ThrottleRule {
  /** Wrong passkeys a client may make before the next wrong ones are spaced out at all. */
  freeFailures: number;
  /** The spacing after `freeFailures`; it doubles with each further failure... */
  baseDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** A wrong passkey whose turn is further off than this is refused (429) at once, not held. */
  maxWaitMs: number;
  /** Failures older than this are forgotten. */
  forgetAfterMs: number;
}

/** One client's wrong passkeys, as the `passkey_throttle` row keeps them (times in ms). */
export interface ThrottleState {
  failures: number;
  lastFailureAt: number;
  /** When this client's next wrong passkey gets its answer (it is held until then). */
  nextAttemptAt: number;
}

/** What becomes of one wrong passkey: a 401 after `afterMs`, or a 429 at once. */
export type WrongPasskeyVerdict =
  { kind: 'answer'; afterMs: number } | { kind: 'refuse'; retryAfterMs: number };

/** The spacing after a client's `failures`-th wrong passkey. */
export function spacingAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.baseDelayMs * 2 ** (failures - rule.freeFailures), rule.maxDelayMs);
}

/**
 * Counts one more wrong attempt against every budget it spends (an address's and an account's,
 * or a remembered browser's): answers each budget's new state and what to tell the client. The
 * attempt waits for the latest of its budgets' turns; one whose turn is too far off is refused
 * at once and moves no turn, so a flood cannot push an honest typo further back. Each budget
 * then spaces its next turn by its own count, so no budget is spared by the others. The right
 * credential never comes here.
 */
export function judgeWrongAttempt(
  priors: readonly (ThrottleState | null)[],
  nowMs: number,
  rule: ThrottleRule,
): { next: ThrottleState[]; verdict: WrongPasskeyVerdict } {
  const recent = priors.map((prior) =>
    prior !== null && nowMs - prior.lastFailureAt < rule.forgetAfterMs ? prior : null,
  );
  const turnAt = Math.max(nowMs, ...recent.map((prior) => prior?.nextAttemptAt ?? nowMs));
  const waitMs = turnAt - nowMs;
  const refused = waitMs > rule.maxWaitMs;
  const next = recent.map((prior) => {
    const failures = (prior?.failures ?? 0) + 1;
    const nextAttemptAt = refused
      ? (prior?.nextAttemptAt ?? nowMs)
      : turnAt + spacingAfter(failures, rule);
    return { failures, lastFailureAt: nowMs, nextAttemptAt };
  });
  const verdict: WrongPasskeyVerdict = refused
    ? { kind: 'refuse', retryAfterMs: waitMs }
    : { kind: 'answer', afterMs: waitMs };
  return { next, verdict };
}

/** One budget's wrong attempt: `judgeWrongAttempt` with that budget alone. */
export function judgeWrongPasskey(
  prior: ThrottleState | null,
  nowMs: number,
  rule: ThrottleRule,
): { next: ThrottleState; verdict: WrongPasskeyVerdict } {
  const { next, verdict } = judgeWrongAttempt([prior], nowMs, rule);
  return { next: next[0] as ThrottleState, verdict };
}

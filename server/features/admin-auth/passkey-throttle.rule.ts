/** How a client's wrong passkeys space out its next wrong ones. */
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
 * Counts one more wrong passkey: answers the client's new state and what to tell it. Each wrong
 * passkey waits for the turn after the client's previous one; one whose turn is too far off is
 * refused at once and moves no turn, so a flood cannot push an honest typo further back. The
 * right passkey never comes here.
 */
export function judgeWrongPasskey(
  prior: ThrottleState | null,
  nowMs: number,
  rule: ThrottleRule,
): { next: ThrottleState; verdict: WrongPasskeyVerdict } {
  const recent = prior !== null && nowMs - prior.lastFailureAt < rule.forgetAfterMs;
  const failures = (recent ? prior.failures : 0) + 1;
  const turnAt = recent ? Math.max(prior.nextAttemptAt, nowMs) : nowMs;
  const waitMs = turnAt - nowMs;
  if (recent && waitMs > rule.maxWaitMs) {
    return {
      next: { failures, lastFailureAt: nowMs, nextAttemptAt: prior.nextAttemptAt },
      verdict: { kind: 'refuse', retryAfterMs: waitMs },
    };
  }
  return {
    next: { failures, lastFailureAt: nowMs, nextAttemptAt: turnAt + spacingAfter(failures, rule) },
    verdict: { kind: 'answer', afterMs: waitMs },
  };
}

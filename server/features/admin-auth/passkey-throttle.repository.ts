import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminDevices, passkeyThrottle } from '../../db/schema';

/** How a client's wrong passkeys space out its next attempts. */
export interface ThrottleRule {
  /** Wrong passkeys a client may make before its attempts are spaced out at all. */
  freeFailures: number;
  /** The spacing after `freeFailures`; it doubles with each further failure... */
  baseDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** A client whose turn is further off than this is answered 429 at once instead of waiting. */
  maxWaitMs: number;
  /** Failures older than this are forgotten. */
  forgetAfterMs: number;
}

export type Turn = { kind: 'wait'; waitMs: number } | { kind: 'flooded'; waitMs: number };

const t = passkeyThrottle;
const milliseconds = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;
const recentlyFailed = (rule: ThrottleRule) =>
  sql`${t.lastFailureAt} > now() - ${milliseconds(rule.forgetAfterMs)}`;
/** The spacing after this row's failures, computed where the row is (the same on every instance). */
const spacing = (rule: ThrottleRule) =>
  sql`(case when ${t.failures} < ${rule.freeFailures} then 0
    else least(${rule.baseDelayMs}::float8 * power(2, ${t.failures} - ${rule.freeFailures}), ${rule.maxDelayMs})
    end * interval '1 millisecond')`;

/**
 * Takes this client's next turn in one atomic step, so attempts arriving at once, on any
 * instance, are spaced out in turn: answers how long to wait for it. A client without recent
 * failures has no row and waits for nothing.
 */
export async function takeTurn(db: Database, clientKey: string, rule: ThrottleRule): Promise<Turn> {
  const taken = await db
    .update(t)
    .set({ nextAttemptAt: sql`greatest(${t.nextAttemptAt}, now()) + ${spacing(rule)}` })
    .where(
      and(
        eq(t.clientKey, clientKey),
        recentlyFailed(rule),
        sql`${t.nextAttemptAt} <= now() + ${milliseconds(rule.maxWaitMs)}`,
      ),
    )
    .returning({
      waitMs: sql<number>`extract(epoch from (${t.nextAttemptAt} - ${spacing(rule)} - now()))::float8 * 1000`,
    });
  if (taken[0]) return { kind: 'wait', waitMs: Math.max(0, Number(taken[0].waitMs)) };
  const queued = await db
    .select({
      waitMs: sql<number>`extract(epoch from (${t.nextAttemptAt} - now()))::float8 * 1000`,
    })
    .from(t)
    .where(and(eq(t.clientKey, clientKey), recentlyFailed(rule)));
  const waitMs = Number(queued[0]?.waitMs ?? 0);
  return waitMs > rule.maxWaitMs ? { kind: 'flooded', waitMs } : { kind: 'wait', waitMs: 0 };
}

/** Counts a wrong passkey against the client; failures older than the rule's memory start over. */
export async function recordFailure(
  db: Database,
  clientKey: string,
  rule: ThrottleRule,
): Promise<void> {
  await db
    .insert(t)
    .values({ clientKey, failures: 1 })
    .onConflictDoUpdate({
      target: t.clientKey,
      set: {
        failures: sql`case when ${recentlyFailed(rule)} then ${t.failures} + 1 else 1 end`,
        lastFailureAt: sql`now()`,
      },
    });
  await db.delete(t).where(lt(t.lastFailureAt, sql`now() - ${milliseconds(rule.forgetAfterMs)}`));
}

export async function insertAdminDevice(db: Database, tokenHash: string): Promise<void> {
  await db.insert(adminDevices).values({ tokenHash });
}

/** Marks a known device as used now; answers whether it is known. */
export async function touchAdminDevice(db: Database, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(adminDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(adminDevices.tokenHash, tokenHash))
    .returning({ tokenHash: adminDevices.tokenHash });
  return rows.length > 0;
}

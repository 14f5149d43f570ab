import { and, asc, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminDevices, passkeyThrottle } from '../../db/schema';
import type { ThrottleRule, ThrottleState } from './passkey-throttle.rule';

export type { ThrottleRule } from './passkey-throttle.rule';

const t = passkeyThrottle;

/**
 * Counts one wrong attempt against each of its budgets in one transaction that holds their rows
 * locked (always in the same order, so two attempts never wait on each other), so attempts
 * arriving at once, on any instance sharing the database, are counted one after another and
 * none escapes the count. `judge` decides from the rows as they stand (in `clientKeys`' order)
 * and the database's clock, so instances' own clocks do not matter.
 */
export async function countWrongAttempt<Verdict>(
  db: Database,
  clientKeys: readonly string[],
  rule: ThrottleRule,
  judge: (
    priors: (ThrottleState | null)[],
    nowMs: number,
  ) => { next: ThrottleState[]; verdict: Verdict },
): Promise<Verdict> {
  const keys = [...new Set(clientKeys)].sort();
  const verdict = await db.transaction(async (tx) => {
    // A first wrong attempt has no row to lock yet: one is made (or found) first.
    for (const clientKey of keys) {
      await tx.insert(t).values({ clientKey, failures: 0 }).onConflictDoNothing();
    }
    const rows = await tx
      .select({
        clientKey: t.clientKey,
        failures: t.failures,
        lastFailureAt: t.lastFailureAt,
        nextAttemptAt: t.nextAttemptAt,
        nowMs: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8`,
      })
      .from(t)
      .where(inArray(t.clientKey, keys))
      .orderBy(asc(t.clientKey))
      .for('update');
    if (rows.length !== keys.length) {
      throw new Error('a passkey throttle row vanished inside its transaction');
    }
    const priors = rows.map((row) =>
      row.failures > 0
        ? {
            failures: row.failures,
            lastFailureAt: row.lastFailureAt.getTime(),
            nextAttemptAt: row.nextAttemptAt.getTime(),
          }
        : null,
    );
    const judged = judge(priors, Number(rows[0]?.nowMs));
    for (const [index, row] of rows.entries()) {
      const next = judged.next[index] as ThrottleState;
      await tx
        .update(t)
        .set({
          failures: next.failures,
          lastFailureAt: new Date(next.lastFailureAt),
          nextAttemptAt: new Date(next.nextAttemptAt),
        })
        .where(eq(t.clientKey, row.clientKey));
    }
    return judged.verdict;
  });
  await db
    .delete(t)
    .where(
      lt(t.lastFailureAt, sql`now() - (${rule.forgetAfterMs}::float8 * interval '1 millisecond')`),
    );
  return verdict;
}

export interface KnownDevice {
  tokenHash: string;
  /** The member it signed in as; null for a row made before devices were bound to one. */
  memberId: string | null;
}

/** Remembers a browser that signed in as a member. */
export async function insertAdminDevice(
  db: Database,
  tokenHash: string,
  memberId: string,
): Promise<void> {
  await db.insert(adminDevices).values({ tokenHash, memberId });
}

/** Marks a known device as used now; answers it, or null when it is unknown. */
export async function touchAdminDevice(
  db: Database,
  tokenHash: string,
): Promise<KnownDevice | null> {
  const rows = await db
    .update(adminDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(adminDevices.tokenHash, tokenHash))
    .returning({ tokenHash: adminDevices.tokenHash, memberId: adminDevices.memberId });
  return rows[0] ?? null;
}

/** Forgets all but a member's `keep` most lately used devices. */
export async function keepNewestDevices(
  db: Database,
  memberId: string,
  keep: number,
): Promise<void> {
  const newest = db
    .select({ tokenHash: adminDevices.tokenHash })
    .from(adminDevices)
    .where(eq(adminDevices.memberId, memberId))
    .orderBy(desc(adminDevices.lastUsedAt), desc(adminDevices.createdAt))
    .limit(keep);
  await db
    .delete(adminDevices)
    .where(and(eq(adminDevices.memberId, memberId), notInArray(adminDevices.tokenHash, newest)));
}

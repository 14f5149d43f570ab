import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminDevices, passkeyThrottle } from '../../db/schema';
import type { ThrottleRule, ThrottleState } from './passkey-throttle.rule';

export type { ThrottleRule } from './passkey-throttle.rule';

const t = passkeyThrottle;

/**
 * Counts one wrong passkey against a client in one transaction that holds the client's row
 * locked, so wrong passkeys arriving at once, on any instance sharing the database, are counted
 * one after another and none escapes the count. `judge` decides from the row as it stands and
 * the database's clock, so instances' own clocks do not matter.
 */
export async function countWrongPasskey<Verdict>(
  db: Database,
  clientKey: string,
  rule: ThrottleRule,
  judge: (prior: ThrottleState | null, nowMs: number) => { next: ThrottleState; verdict: Verdict },
): Promise<Verdict> {
  const verdict = await db.transaction(async (tx) => {
    // A first wrong passkey has no row to lock yet: one is made (or found) first.
    await tx.insert(t).values({ clientKey, failures: 0 }).onConflictDoNothing();
    const [row] = await tx
      .select({
        failures: t.failures,
        lastFailureAt: t.lastFailureAt,
        nextAttemptAt: t.nextAttemptAt,
        nowMs: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8`,
      })
      .from(t)
      .where(eq(t.clientKey, clientKey))
      .for('update');
    if (!row) throw new Error('the passkey throttle row vanished inside its transaction');
    const prior =
      row.failures > 0
        ? {
            failures: row.failures,
            lastFailureAt: row.lastFailureAt.getTime(),
            nextAttemptAt: row.nextAttemptAt.getTime(),
          }
        : null;
    const judged = judge(prior, Number(row.nowMs));
    await tx
      .update(t)
      .set({
        failures: judged.next.failures,
        lastFailureAt: new Date(judged.next.lastFailureAt),
        nextAttemptAt: new Date(judged.next.nextAttemptAt),
      })
      .where(eq(t.clientKey, clientKey));
    return judged.verdict;
  });
  await db
    .delete(t)
    .where(
      lt(t.lastFailureAt, sql`now() - (${rule.forgetAfterMs}::float8 * interval '1 millisecond')`),
    );
  return verdict;
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

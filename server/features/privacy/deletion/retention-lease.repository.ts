import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** The `settings` row whose holder runs the deletion job until the lease expires. */
const LEASE_KEY = 'retention-job-lease';

/**
 * Takes the job's lease for `holder` for `leaseMs`, when nobody holds it or the lease ran out
 * (a holder that crashed frees it so), or renews it for the holder that has it: one conditional
 * write, so of two instances asking at once one gets it. The expiry is set and compared with the
 * database's clock, the one clock every instance shares, so an instance whose own clock is off
 * neither takes a live lease nor keeps one it lost. Answers whether `holder` has it.
 */
export async function takeRetentionLease(
  db: Database,
  holder: string,
  leaseMs: number,
): Promise<boolean> {
  const taken = await db.execute(sql`
    insert into settings (key, value, updated_at)
    values (${LEASE_KEY}, jsonb_build_object(
        'holder', ${holder}::text,
        'until', clock_timestamp() + ${leaseMs}::int * interval '1 millisecond')::text,
      clock_timestamp())
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at
    where (settings.value::jsonb->>'until')::timestamptz <= clock_timestamp()
       or settings.value::jsonb->>'holder' = ${holder}
    returning key`);
  return (taken as { rows: unknown[] }).rows.length > 0;
}

/** Gives the lease back, if `holder` still has it, so the next run need not wait for its end. */
export async function releaseRetentionLease(db: Database, holder: string): Promise<void> {
  await db.execute(sql`
    update settings set value = ${JSON.stringify({ holder: '', until: new Date(0).toISOString() })}
    where key = ${LEASE_KEY} and value::jsonb->>'holder' = ${holder}`);
}

import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** A two-int advisory lock class of our own ("cap"), apart from the recordings' and uploads'. */
const CAP_LOCK_CLASS = 0x636170;

/**
 * Runs `insert` only while `count` is below `cap`, in one transaction holding an advisory lock on
 * `key` (e.g. `token:<member id>`): requests at the same moment, on any instance, take turns, so
 * sixteen at once cannot each see room for one more. Null when the cap is reached.
 */
export async function insertWithinCap<T>(
  db: Database,
  key: string,
  cap: number,
  count: (tx: Database) => Promise<number>,
  insert: (tx: Database) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CAP_LOCK_CLASS}, hashtext(${key}))`);
    if ((await count(tx)) >= cap) return null;
    return insert(tx);
  });
}

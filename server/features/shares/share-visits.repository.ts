import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareVisits } from '../../db/schema';

/** Deletes the share visits recorded before `before`; answers how many. */
export async function deleteShareVisitsBefore(db: Database, before: Date): Promise<number> {
  const result = await db.execute(sql`
    with deleted as (
      delete from ${shareVisits}
      where ${shareVisits.visitedAt} < ${before.toISOString()}::timestamptz
      returning 1
    )
    select count(*)::int as count from deleted
  `);
  return (result as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}

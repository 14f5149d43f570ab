import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The table refuses every new row while `work` runs, as a database failing between two writes
 * would: what proves that a change and what it queues (a mail, a webhook event) are saved in one
 * transaction or not at all.
 */
export async function withInsertsRefused(
  db: Database,
  table: 'webhook_deliveries' | 'mail_outbox' | 'candidates' | 'answers',
  work: () => Promise<void>,
): Promise<void> {
  await db.execute(sql`
    create or replace function test_refuse_insert() returns trigger language plpgsql
    as $$ begin raise exception 'refused by the test'; end $$`);
  await db.execute(
    sql.raw(`create trigger test_refuse_insert before insert on ${table}
      for each row execute function test_refuse_insert()`),
  );
  try {
    await work();
  } finally {
    await db.execute(sql.raw(`drop trigger test_refuse_insert on ${table}`));
    await db.execute(sql`drop function test_refuse_insert()`);
  }
}

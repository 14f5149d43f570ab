import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, webhookDeliveries } from '../../db/schema';

/** What waits in one outbox: rows not yet sent nor given up, and how long the oldest has waited. */
export interface OutboxBacklog {
  outbox: 'mail' | 'webhook';
  pending: number;
  /** Seconds since the oldest waiting row was queued, on the database's clock; 0 when none. */
  oldestSeconds: number;
}

/**
 * Both outboxes' backlogs in one statement. Only waiting rows are read (through the status index),
 * never the sent ones that pile up, so it stays cheap however long the deployment has run.
 */
export async function readOutboxBacklogs(db: Database): Promise<OutboxBacklog[]> {
  const result = await db.execute(sql`
    select 'mail' as outbox, count(*)::int as pending,
      coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8 as oldest
    from ${mailOutbox} where ${mailOutbox.status} in ('queued', 'sending')
    union all
    select 'webhook', count(*)::int,
      coalesce(extract(epoch from now() - min(${webhookDeliveries.createdAt})), 0)::float8
    from ${webhookDeliveries} where ${webhookDeliveries.status} in ('pending', 'sending')
  `);
  const rows = (
    result as { rows: { outbox: 'mail' | 'webhook'; pending: number; oldest: number }[] }
  ).rows;
  return rows.map((row) => ({
    outbox: row.outbox,
    pending: Number(row.pending),
    oldestSeconds: Math.max(0, Number(row.oldest)),
  }));
}

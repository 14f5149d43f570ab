import { pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The instances running on this PostgreSQL database and the release each is (the newest migration
 * its build knows). A new release whose migrations an older one cannot run beside refuses to
 * start while such an instance is live (docs/deploying.md, Upgrading). Each instance writes
 * `last_seen_at` every 15 s and removes its row when it stops; a row 45 s old is a dead one.
 */
export const appInstances = pgTable('app_instances', {
  id: uuid('id').primaryKey(),
  release: varchar('release', { length: 120 }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** One migration this release ships, as drizzle's journal lists it. */
interface JournalEntry {
  tag: string;
  /** drizzle stores this as the applied migration's `created_at`. */
  when: number;
}

/** The last migration in the release's journal (`server/db/migrations/meta/_journal.json`). */
export function lastShippedMigration(migrationsFolder: string): JournalEntry {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`${file} lists no migration`);
  return last;
}

/**
 * Whether the database is on this release's schema: its last applied migration (drizzle's table,
 * where the migrator itself looks) is this release's last. Behind: it lacks one of ours. Ahead: a
 * newer release migrated it, and this instance's queries may no longer fit it (docs/deploying.md,
 * "Upgrading"). `ok`, or the reason; a database that does not answer throws.
 */
export async function schemaCheck(db: Database, shipped: JournalEntry): Promise<string> {
  const result = await db.execute(
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const rows = (result as { rows: { created_at: string | number | null }[] }).rows;
  const applied = Number(rows[0]?.created_at ?? 0);
  if (applied === shipped.when) return 'ok';
  if (applied < shipped.when)
    return `The database lacks this release's migrations (up to ${shipped.tag}): restart this instance to apply them.`;
  return `A newer release migrated the database past this release's last migration (${shipped.tag}): this instance is older than the schema; upgrade or stop it.`;
}

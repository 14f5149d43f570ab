import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openPostgres } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;

/** An empty database of this test's own, as a new deployment starts with. */
async function emptyDatabase(): Promise<string> {
  const suffix = (process.env.TEST_DB_SUFFIX ?? '').replace(/[^a-z0-9_]/gi, '');
  const name = `prescreen_migrate_${suffix}${process.env.VITEST_POOL_ID ?? '0'}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  it('lets several instances start at once on a new database, migrating it once', async () => {
    const url = await emptyDatabase();
    const instances = await Promise.all([openPostgres(url), openPostgres(url), openPostgres(url)]);
    try {
      const journal = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await instances[0]?.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect((applied as { rows: unknown[] } | undefined)?.rows[0]).toEqual({
        count: journal.entries.length,
      });
      for (const instance of instances) expect(await instance.ping()).toBe(true);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, workerDatabaseName } from '../test/test-databases';
import { MIGRATIONS_FOLDER, openPostgres } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  it('lets several instances start at once on a new database, migrating it once', async () => {
    const url = await emptyPostgresDatabase(adminUrl as string, workerDatabaseName('migrate'));
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

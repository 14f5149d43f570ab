import pg from 'pg';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  earlierReleaseDatabase,
  emptySchemas,
  jobQueueSchemas,
  pgBoss10Queue,
} from '../test/earlier-release-database';
import { emptyPostgresDatabase, workerDatabaseName } from '../test/test-databases';
import { openPostgres } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;
/** The last release that ran pg-boss 10 (docs/deploying.md, "Upgrading"). */
const PG_BOSS_10_RELEASE = { tag: '0005_tus_uploads', pgBoss: 10 } as const;

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('a start on the pg-boss schema of a release that ran pg-boss 10', () => {
  let url: string;
  beforeEach(async () => {
    url ??= await emptyPostgresDatabase(adminUrl as string, workerDatabaseName('job_schema'));
    await emptySchemas(url);
    await earlierReleaseDatabase(PG_BOSS_10_RELEASE, url);
  });

  it('refuses, changing nothing, while an instance of that release is connected', async () => {
    const before = await appliedMigrations(url);
    const running = pgBoss10Queue(url);
    await running.start();
    try {
      await expect(openPostgres(url)).rejects.toThrow(
        /stop every instance of the earlier release, then start this one/,
      );
      expect(await appliedMigrations(url)).toBe(before);
      expect(await jobQueueSchemas(url)).toEqual({ pgboss: 24 });
      // The running release goes on queueing in its schema.
      expect(await running.send('recording-processing', { recordingId: 'later' })).toEqual(
        expect.any(String),
      );
    } finally {
      await running.stop({ graceful: false, wait: true });
    }
  });

  it('is done once when two instances start together', async () => {
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const instances = await Promise.all([openPostgres(url), openPostgres(url)]);
      await Promise.all(instances.map((instance) => instance.close()));
      const kept = printed.mock.calls.map((call) => String(call[0]));
      expect(kept.filter((line) => line.includes('kept as schema pgboss_v24_'))).toHaveLength(1);
    } finally {
      printed.mockRestore();
    }
    // The old schema kept, under a name of its own; pg-boss 12 makes the new one when it starts.
    expect(Object.values(await jobQueueSchemas(url))).toEqual([24]);
  });
});

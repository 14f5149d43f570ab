import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrationsBefore } from '../../test/migrations-before';
import { emptyPostgresDatabase, workerDatabaseName } from '../../test/test-databases';
import { MIGRATIONS_FOLDER, openPostgres } from '../client';
import { releaseOf } from './instance-registry';
import { journalEntries } from './migration-rules';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * The registry as 0022 makes it, for a database of a release before 0016: no release before 0016
 * had it, but it stands for a future one whose instances register and whose next migration is
 * declared not rollable (non-rollable-migrations.ts), with the real start doing the rest.
 */
const REGISTRY = `create table app_instances (id uuid primary key, release varchar(120) not null,
  started_at timestamptz not null default now(), last_seen_at timestamptz not null default now())`;

async function databaseBefore(tag: string, registry: boolean) {
  const url = await emptyPostgresDatabase(adminUrl as string, workerDatabaseName('rolling'));
  const pool = new pg.Pool({ connectionString: url });
  await migrate(drizzle(pool), { migrationsFolder: migrationsBefore(tag) });
  if (registry) await pool.query(REGISTRY);
  return { url, pool };
}

const oldInstance = (pool: pg.Pool, release: string, secondsAgo: number) =>
  pool.query(
    `insert into app_instances (id, release, last_seen_at)
     values (gen_random_uuid(), $1, now() - make_interval(secs => $2))`,
    [release, secondsAgo],
  );

const appliedCount = async (pool: pg.Pool) =>
  (await pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))
    .rows[0]?.n;

describe.skipIf(!adminUrl)(
  'a start across a migration the previous release cannot run beside',
  () => {
    const pools: pg.Pool[] = [];
    afterEach(async () => {
      vi.restoreAllMocks();
      await Promise.all(pools.splice(0).map((pool) => pool.end()));
    });

    it('is refused while an instance of the previous release is live, migrating nothing; goes on once it is stale (killed, 45 s unseen) and registers itself until it stops', async () => {
      const { url, pool } = await databaseBefore('0016_answer_plain_text', true);
      pools.push(pool);
      await oldInstance(pool, '0015_candidate_role', 5);
      const before = await appliedCount(pool);

      await expect(openPostgres(url)).rejects.toThrow(
        'Refusing to start: migration 0016 cannot run while instances of the previous release are running (1 live, release 0015_candidate_role): stop them, then start this one (docs/deploying.md, Upgrading)',
      );
      expect(await appliedCount(pool)).toBe(before);
      const plainText = await pool.query(
        `select 1 from information_schema.columns where table_name = 'answers' and column_name = 'plain_text'`,
      );
      expect(plainText.rowCount).toBe(0);

      await pool.query(`update app_instances set last_seen_at = now() - interval '60 seconds'`);
      const database = await openPostgres(url);
      expect(await appliedCount(pool)).toBe(journalEntries(MIGRATIONS_FOLDER).length);
      const live = await pool.query<{ release: string }>(
        `select release from app_instances where last_seen_at > now() - interval '45 seconds'`,
      );
      expect(live.rows).toEqual([{ release: releaseOf(MIGRATIONS_FOLDER) }]);
      await database.close();
      const left = await pool.query('select 1 from app_instances where release = $1', [
        releaseOf(MIGRATIONS_FOLDER),
      ]);
      expect(left.rowCount).toBe(0);
    });

    it('goes on beside a live older instance when every pending migration is rollable', async () => {
      const { url, pool } = await databaseBefore('0020_share_visits_per_day', true);
      pools.push(pool);
      await oldInstance(pool, '0019_reviews_score_unused', 5);

      const database = await openPostgres(url);
      await database.close();
      expect(await appliedCount(pool)).toBe(
        (await import('./migration-rules')).journalEntries(MIGRATIONS_FOLDER).length,
      );
    });

    it('says on stderr to stop a release from before the registry, which cannot be seen', async () => {
      const { url, pool } = await databaseBefore('0016_answer_plain_text', false);
      pools.push(pool);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

      const database = await openPostgres(url);
      await database.close();
      expect(warn).toHaveBeenCalledWith(
        'migration 0016 cannot run beside instances of an earlier release, and releases before 0022 do not register: they must be stopped (docs/deploying.md, Upgrading)',
      );
    });
  },
);

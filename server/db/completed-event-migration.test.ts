import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../test/migrations-before';
import { emptyPostgresDatabase, workerDatabaseName } from '../test/test-databases';
import { MIGRATIONS_FOLDER } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;
const TAG = '0021_completed_event';

describe.skipIf(!adminUrl)('migration 0021 and the completions announced before it', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    const url = await emptyPostgresDatabase(
      adminUrl as string,
      workerDatabaseName('completed_event'),
    );
    pool = new pg.Pool({ connectionString: url });
    await migrate(drizzle(pool), { migrationsFolder: migrationsBefore(TAG) });
  });
  afterAll(() => pool.end());

  it('counts every earlier completion as announced, so the catch-up never tells of it again', async () => {
    const client = await pool.connect();
    try {
      // Foreign keys unchecked (`replica`): only the candidates matter here.
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      const candidate = async (email: string, completed: boolean) => {
        const { rows } = await client.query<{ id: string }>(
          `insert into candidates (invite_code, name, email, social, company, completed_at)
           values (left(md5($1), 22), 'Earlier Candidate', $1, '', '', $2) returning id`,
          [email, completed ? new Date('2026-11-20T10:00:00Z') : null],
        );
        return rows[0]?.id as string;
      };
      const finished = await candidate('finished@test.example', true);
      const working = await candidate('working@test.example', false);
      await client.query('commit');

      await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });

      const { rows } = await client.query<{ id: string; completed_event_at: Date | null }>(
        'select id, completed_event_at from candidates',
      );
      expect(Object.fromEntries(rows.map((row) => [row.id, row.completed_event_at]))).toEqual({
        [finished]: new Date('2026-11-20T10:00:00Z'),
        [working]: null,
      });
    } finally {
      client.release();
    }
  });
});

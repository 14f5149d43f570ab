import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../test/migrations-before';
import { MIGRATIONS_FOLDER } from './client';
import { emptyPostgresDatabase, workerDatabaseName } from '../test/test-databases';

const adminUrl = process.env.TEST_DATABASE_URL;
const TAG = '0015_candidate_role';

describe.skipIf(!adminUrl)('the migrations that keep each candidate’s role and its version', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    const url = await emptyPostgresDatabase(adminUrl as string, workerDatabaseName('cand_role'));
    pool = new pg.Pool({ connectionString: url });
    await migrate(drizzle(pool), { migrationsFolder: migrationsBefore(TAG) });
  });
  afterAll(() => pool.end());

  it('give the candidates registered before them their invite’s role and version', async () => {
    const client = await pool.connect();
    try {
      // Foreign keys unchecked (`replica`): only invites and candidates matter here.
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      for (const [code, role, version] of [
        ['inviteofroleone0000001', 'r01', 1],
        ['inviteofroletwo0000002', 'r02', 3],
      ]) {
        await client.query(
          `insert into invites (code, role_id, role_version, expires_at)
           values ($1, $2, $3, now() + interval '7 days')`,
          [code, role, version],
        );
        await client.query(
          `insert into candidates (invite_code, name, email, social, company)
           values ($1, 'Registered Before', $2, '', '')`,
          [code, `${code}@test.example`],
        );
      }
      await client.query('commit');

      await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });

      const { rows } = await client.query<{ invite_code: string; role_id: string }>(
        'select invite_code, role_id, role_version from candidates order by invite_code',
      );
      expect(rows).toEqual([
        { invite_code: 'inviteofroleone0000001', role_id: 'r01', role_version: 1 },
        { invite_code: 'inviteofroletwo0000002', role_id: 'r02', role_version: 3 },
      ]);
    } finally {
      client.release();
    }
  });
});

import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../test/migrations-before';
import { emptyPostgresDatabase, workerDatabaseName } from '../test/test-databases';
import { MIGRATIONS_FOLDER } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;
const TAG = '0018_admin_device_member';

describe.skipIf(!adminUrl)('migration 0018 and the links of members removed before it', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    const url = await emptyPostgresDatabase(
      adminUrl as string,
      workerDatabaseName('removed_links'),
    );
    pool = new pg.Pool({ connectionString: url });
    await migrate(drizzle(pool), { migrationsFolder: migrationsBefore(TAG) });
  });
  afterAll(() => pool.end());

  it('revokes the open join links and share links a removed member made, and nobody else’s', async () => {
    const insertMember = async (name: string, removed: boolean) => {
      const { rows } = await pool.query<{ id: string }>(
        `insert into members (name, email, role, removed_at)
         values ($1, $2, 'owner', ${removed ? 'now()' : 'null'}) returning id`,
        [name, `${name.toLowerCase()}@team.example`],
      );
      return (rows[0] as { id: string }).id;
    };
    const removed = await insertMember('Olivia', true);
    const kept = await insertMember('Kim', false);
    for (const [by, hash] of [
      [removed, 'a'],
      [kept, 'b'],
    ] as const) {
      await pool.query(
        `insert into member_invites (token_hash, role, name, created_by, expires_at)
         values ($1, 'owner', 'Joiner', $2, now() + interval '7 days')`,
        [hash.repeat(64), by],
      );
      await pool.query(
        `insert into share_links (token_hash, label, filter, created_by, expires_at)
         values ($1, $2, '{}'::jsonb, $3, now() + interval '7 days')`,
        [hash.repeat(64), `Share by ${by === removed ? 'Olivia' : 'Kim'}`, by],
      );
    }
    // A device row as the previous release inserts it: no member.
    await pool.query(`insert into admin_devices (token_hash) values ($1)`, ['d'.repeat(64)]);

    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });

    const invites = await pool.query<{ created_by: string; revoked: boolean }>(
      'select created_by, revoked_at is not null as revoked from member_invites',
    );
    expect(invites.rows.map((row) => [row.created_by, row.revoked]).sort()).toEqual(
      [
        [removed, true],
        [kept, false],
      ].sort(),
    );
    const shares = await pool.query<{ label: string; revoked: boolean }>(
      'select label, revoked_at is not null as revoked from share_links order by label',
    );
    expect(shares.rows).toEqual([
      { label: 'Share by Kim', revoked: false },
      { label: 'Share by Olivia', revoked: true },
    ]);
    const devices = await pool.query('select member_id from admin_devices');
    expect(devices.rows).toEqual([{ member_id: null }]);
    // The previous release still inserts its devices beside the new one.
    await pool.query(`insert into admin_devices (token_hash) values ($1)`, ['e'.repeat(64)]);
  });
});

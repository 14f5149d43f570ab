import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_SETTINGS } from '../../shared/roles.schema';
import { migrationsBefore } from '../test/migrations-before';
import { MIGRATIONS_FOLDER } from './client';
import { emptyPostgresDatabase, workerDatabaseName } from '../test/test-databases';

const adminUrl = process.env.TEST_DATABASE_URL;
const TAG = '0007_role_versions';

describe.skipIf(!adminUrl)('the migration to role versions (0007, 0008)', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    const url = await emptyPostgresDatabase(
      adminUrl as string,
      workerDatabaseName('role_versions'),
    );
    pool = new pg.Pool({ connectionString: url });
    await migrate(drizzle(pool), { migrationsFolder: migrationsBefore(TAG) });
  });
  afterAll(() => pool.end());

  it('makes each role its version 1 with its title, company and questions, asked by its invites', async () => {
    await pool.query(
      `insert into companies (slug, name, url, logo, color)
       values ('acme', 'Acme', 'https://acme.example', 'data:image/svg+xml,x', '#123456')`,
    );
    await pool.query(
      `insert into roles (id, company_slug, title, questions)
       values ('r01', 'acme', 'Engineer', '["One?", "Two?", "Three?"]')`,
    );
    await pool.query(
      `insert into invites (code, role_id, expires_at)
       values ('migratedinvite00000001', 'r01', now() + interval '7 days')`,
    );

    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows: roles } = await pool.query('select id, current_version, archived from roles');
    expect(roles).toEqual([{ id: 'r01', current_version: 1, archived: false }]);
    const { rows: versions } = await pool.query(
      `select role_id, version, title, company_name, company_url, company_logo, company_logo_id,
              questions, guidance, settings, created_by
       from role_versions`,
    );
    expect(versions).toEqual([
      {
        role_id: 'r01',
        version: 1,
        title: 'Engineer',
        company_name: 'Acme',
        company_url: 'https://acme.example',
        company_logo: 'data:image/svg+xml,x',
        company_logo_id: null,
        questions: ['One?', 'Two?', 'Three?'],
        guidance: ['', '', ''],
        // As 0008 wrote them: the settings of their day (requireComputer came with 0024's
        // answer types, and reads as false when absent).
        settings: {
          answerMinutes: DEFAULT_ROLE_SETTINGS.answerMinutes,
          video: DEFAULT_ROLE_SETTINGS.video,
          thinkingSeconds: DEFAULT_ROLE_SETTINGS.thinkingSeconds,
        },
        created_by: 'catalogue',
      },
    ]);
    const { rows: invites } = await pool.query('select code, role_version from invites');
    expect(invites).toEqual([{ code: 'migratedinvite00000001', role_version: 1 }]);
  });
});

import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../test/migrations-before';
import { MIGRATIONS_FOLDER } from './client';
import { emptyPostgresDatabase, workerDatabaseName } from '../test/test-databases';

const adminUrl = process.env.TEST_DATABASE_URL;
const TAG = '0006_one_live_recording';

describe.skipIf(!adminUrl)('the migration to one live recording per candidate', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    const url = await emptyPostgresDatabase(adminUrl as string, workerDatabaseName('one_live'));
    pool = new pg.Pool({ connectionString: url });
    await migrate(drizzle(pool), { migrationsFolder: migrationsBefore(TAG) });
  });
  afterAll(() => pool.end());

  const candidate = async (code: string) => {
    await pool.query(
      `insert into invites (code, role_id, expires_at) values ($1, 'r01', now() + interval '7 days')`,
      [code],
    );
    const { rows } = await pool.query<{ id: string }>(
      `insert into candidates (invite_code, name, email, social, company)
       values ($1, 'Raced Candidate', $2, '', '') returning id`,
      [code, `${code}@test.example`],
    );
    return rows[0]?.id as string;
  };
  const recording = (candidateId: string, uploadId: string, status: string, extra = '') =>
    pool.query(
      `insert into recordings (candidate_id, upload_id, status, created_at, submitted_at)
       values ($1, $2, $3, now() - ($4 || ' minutes')::interval, ${extra || 'null'})`,
      [candidateId, uploadId, status, uploadId.replace(/\D/g, '')],
    );

  it('keeps the submitted recording, else the newest, of a candidate that raced, and discards the rest', async () => {
    await pool.query(
      `insert into companies (slug, name, url, logo, color) values ('acme', 'Acme', 'https://acme.example', '', '#000')`,
    );
    await pool.query(
      `insert into roles (id, company_slug, title, questions) values ('r01', 'acme', 'Engineer', '[]')`,
    );
    const submitted = await candidate('submittedcandidate0001');
    await recording(submitted, 'submitted30', 'processed', 'now()');
    await recording(submitted, 'later10', 'uploading');
    const raced = await candidate('racedcandidate00000001');
    await recording(raced, 'older20', 'uploaded');
    await recording(raced, 'newest5', 'uploading');
    await recording(raced, 'older15', 'uploading');
    await recording(raced, 'replaced40', 'discarded');

    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await pool.query<{ upload_id: string; status: string }>(
      'select upload_id, status from recordings order by upload_id',
    );
    expect(Object.fromEntries(rows.map((row) => [row.upload_id, row.status]))).toEqual({
      later10: 'discarded',
      newest5: 'uploading',
      older15: 'discarded',
      older20: 'discarded',
      replaced40: 'discarded',
      submitted30: 'processed',
    });
    await expect(recording(raced, 'another1', 'uploading')).rejects.toMatchObject({
      code: '23505',
      constraint: 'recordings_one_live_per_answer_idx',
    });
  });
});

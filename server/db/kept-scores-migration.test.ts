import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../test/migrations-before';
import { MIGRATIONS_FOLDER } from './client';
import { emptyPostgresDatabase, workerDatabaseName } from '../test/test-databases';

const adminUrl = process.env.TEST_DATABASE_URL;
const TAG = '0014_sort_keys';

describe.skipIf(!adminUrl)(
  'the migration that keeps each candidate’s scores on the candidate',
  () => {
    let pool: pg.Pool;
    beforeAll(async () => {
      const url = await emptyPostgresDatabase(
        adminUrl as string,
        workerDatabaseName('kept_scores'),
      );
      pool = new pg.Pool({ connectionString: url });
      await migrate(drizzle(pool), { migrationsFolder: migrationsBefore(TAG) });
    });
    afterAll(() => pool.end());

    it('fills in the average and the count of the scores given before it', async () => {
      const client = await pool.connect();
      try {
        // Foreign keys unchecked (`replica`): only the candidates and their scores matter here.
        await client.query('begin');
        await client.query('set local session_replication_role = replica');
        const candidate = async (email: string) => {
          const { rows } = await client.query<{ id: string }>(
            `insert into candidates (invite_code, name, email, social, company)
           values (left(md5($1), 22), 'Scored Candidate', $1, '', '') returning id`,
            [email],
          );
          return rows[0]?.id as string;
        };
        const twice = await candidate('twice@test.example');
        const never = await candidate('never@test.example');
        const member = async (name: string) => {
          const { rows } = await client.query<{ id: string }>(
            `insert into members (name, role) values ($1, 'reviewer') returning id`,
            [name],
          );
          return rows[0]?.id as string;
        };
        for (const [memberName, score] of [
          ['First', 4],
          ['Second', 5],
        ] as const) {
          await client.query(
            'insert into review_scores (candidate_id, member_id, score) values ($1, $2, $3)',
            [twice, await member(memberName), score],
          );
        }
        await client.query('commit');

        await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });

        const { rows } = await client.query<{
          id: string;
          score_average: number | null;
          score_count: number;
        }>('select id, score_average, score_count from candidates');
        expect(
          Object.fromEntries(rows.map((row) => [row.id, [row.score_average, row.score_count]])),
        ).toEqual({
          [twice]: [4.5, 2],
          [never]: [null, 0],
        });
      } finally {
        client.release();
      }
    });
  },
);

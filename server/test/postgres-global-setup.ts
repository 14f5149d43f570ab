import pg from 'pg';

/** CI sets `CI=true` (`.ci/run` does, as do the hosted runners). */
const inCi = () => ['true', '1'].includes((process.env.CI ?? '').toLowerCase());

/**
 * Runs once before the unit and API tests. The PostgreSQL variants of the API suites, and the
 * suites that only make sense on PostgreSQL (migrations, the shared processing queue, upload
 * locks), run when TEST_DATABASE_URL names a server. In CI they must run: a missing variable or a
 * server that does not answer fails the whole run here, instead of the suites being skipped in
 * silence. Elsewhere a missing variable only skips them, and says so.
 */
export default async function checkPostgres(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (inCi()) {
      throw new Error(
        'CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suites would be skipped. ' +
          'Point it at a PostgreSQL server (.ci/run uses postgres://postgres@127.0.0.1:5432/test).',
      );
    }
    console.warn(
      'TEST_DATABASE_URL is not set: the PostgreSQL suites are skipped, the API tests run on PGlite only.',
    );
    return;
  }
  // One connection up front: an unreachable server fails here with its reason, not as a hook
  // timeout in every suite.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 15_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL does not answer (${(error as Error).message}).`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

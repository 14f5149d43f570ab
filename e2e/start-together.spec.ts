import { expect, test } from '@playwright/test';
import { emptyPostgresDatabase, workerDatabaseName } from '../server/test/test-databases';
import { E2E_PASSKEY, startServer, type RunningServer } from './support/server';

const adminUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 4;
const ROUNDS = 3;

/**
 * An orchestrator (compose, Kubernetes) starts every instance at the same moment, on a new database
 * the first time and on an existing one after that. Each must come up: migrations, the job queue's
 * schema and queues, the catalogue and the deployment's settings are made once whoever gets there
 * first. Each round is the real server command, four processes started together.
 */
test.describe('instances started at the same moment', () => {
  test.skip(!adminUrl, 'Needs adminUrl');
  const running: RunningServer[] = [];
  test.afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
  });

  async function startTogether(databaseUrl: string): Promise<RunningServer[]> {
    const starts = Array.from({ length: INSTANCES }, () =>
      startServer({ env: { DATABASE_URL: databaseUrl } }),
    );
    const results = await Promise.allSettled(starts);
    for (const result of results) if (result.status === 'fulfilled') running.push(result.value);
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    return running.slice(-INSTANCES);
  }

  test(`all ${INSTANCES} come up, ${ROUNDS} times on a new database and once more on the same one`, async () => {
    test.setTimeout(240_000);
    let databaseUrl = '';
    for (let round = 0; round < ROUNDS; round += 1) {
      databaseUrl = await emptyPostgresDatabase(
        adminUrl as string,
        workerDatabaseName('start_together'),
      );
      const servers = await startTogether(databaseUrl);
      const roles = await Promise.all(
        servers.map(async (server) => {
          const answer = await fetch(`${server.url}/api/admin/roles`, {
            headers: { authorization: `Bearer ${E2E_PASSKEY}` },
          });
          expect(answer.status).toBe(200);
          return JSON.stringify(await answer.json()).length;
        }),
      );
      // One catalogue, loaded once, seen alike by every instance.
      expect(new Set(roles).size).toBe(1);
      await Promise.all(running.splice(0).map((server) => server.stop()));
    }
    // An existing database: the same four again, nothing left to make.
    await startTogether(databaseUrl);
  });
});

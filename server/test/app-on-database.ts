import type { AppOptions } from '../app';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadAdminPasskey } from '../features/admin-auth/passkey.service';
import { TEST_PASSKEY, TEST_THROTTLE, type TestApp } from './test-app';

/**
 * The real app on a database a test already holds: a second instance beside `createTestApp`'s (on
 * other storage settings), or one on a data folder a command-line tool will read afterwards.
 * Closing it leaves the database open.
 */
export async function createAppOnDatabase(
  database: DatabaseHandle,
  dataDir: string,
  overrides: Partial<Pick<AppOptions, 's3'>> = {},
): Promise<TestApp> {
  const passkey = await loadAdminPasskey(database.db, TEST_PASSKEY);
  const app = await buildApp({
    database,
    passkey,
    dataDir,
    webDir: '/nonexistent',
    trustHostHeader: true,
    passkeyThrottle: TEST_THROTTLE,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    admin: { authorization: `Bearer ${TEST_PASSKEY}` },
    reset: () => Promise.reject(new Error('reset the database through the app that opened it')),
    close: () => app.close(),
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadAdminPasskey } from '../features/admin-auth/passkey.service';
import { openTestDatabase, resetDatabase, type DatabaseKind } from './test-databases';

export const TEST_PASSKEY = 'test-passkey-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** The `Authorization` header of the hiring team. */
  admin: { authorization: string };
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The real app on a real database; build once per file, `reset()` between tests. */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<Pick<AppOptions, 'publicUrl' | 'trustHostHeader' | 'fallbackOrigin'>> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const passkey = await loadAdminPasskey(database.db, TEST_PASSKEY);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-test-'));
  // Tests listen on loopback, as by default: links follow the request unless a test says otherwise.
  const app = await buildApp({
    database,
    passkey,
    dataDir,
    webDir: '/nonexistent',
    trustHostHeader: true,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    admin: { authorization: `Bearer ${TEST_PASSKEY}` },
    reset: () => resetDatabase(database),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import type { DatabaseHandle } from '../db/client';
import type { ScryptCost } from '../features/accounts/password';
import type { ThrottleRule } from '../features/admin-auth/passkey-throttle.repository';
import { loadAdminPasskey } from '../features/admin-auth/passkey.service';
import {
  giveBackTestDatabase,
  resetDatabase,
  takeTestDatabase,
  type DatabaseKind,
} from './test-databases';

export const TEST_PASSKEY = 'test-passkey-0123456789';

/** The passkey throttle's shape with short delays: after 3 failures, 100 ms doubling to 400 ms. */
export const TEST_THROTTLE: ThrottleRule = {
  freeFailures: 3,
  baseDelayMs: 100,
  maxDelayMs: 400,
  maxWaitMs: 1_500,
  forgetAfterMs: 60_000,
};

/**
 * scrypt at 2^10 instead of OWASP's 2^17: ~1 ms a hash instead of ~0.3 s, for the many tests that
 * set or check a password. password-cost.test.ts checks the real cost, and that production has it.
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** The `Authorization` header of the hiring team. */
  admin: { authorization: string };
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** What a test may set of the app's options; the rest are the tests' own. */
export type TestAppOverrides = Partial<
  Pick<
    AppOptions,
    | 'publicUrl'
    | 'trustHostHeader'
    | 'fallbackOrigin'
    | 'passkeyThrottle'
    | 'passwordCost'
    | 'trustProxy'
    | 'logger'
    | 'webDir'
    | 's3'
    | 'processingRetry'
    | 'ffmpegPath'
    | 'findFfmpeg'
    | 'metricsToken'
    | 'webhooks'
    | 'mail'
    | 'mailRetry'
    | 'readiness'
    | 'retentionNow'
    | 'startRetentionJob'
  >
>;

/** The real app on a real database; build once per file, `reset()` between tests. */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: TestAppOverrides = {},
): Promise<TestApp> {
  const database = await takeTestDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-test-'));
  const test = await createAppOnDatabase(database, dataDir, overrides);
  return {
    ...test,
    reset: () => resetDatabase(database),
    close: async () => {
      await test.app.close();
      await giveBackTestDatabase(database);
    },
  };
}

export interface UseTestAppOptions {
  /**
   * Empty the database before each test (the default). `false` where a file's tests build on
   * what the previous ones left, or seed once in their own `beforeAll`.
   */
  resetBeforeEach?: boolean;
  /** A new app (and database) for each test: for tests that stop a part of it for good. */
  appPerTest?: boolean;
}

/**
 * The set-up block of an API test file, registered in the calling `describe`: the app built once
 * (in `beforeAll`), the database emptied before each test, the app and database closed at the end.
 * The returned object reads through to the app built for the current `describe`, so it can be held
 * in a `const` at declaration time and used inside hooks and tests.
 *
 * `overrides` may be a function when it depends on something an earlier `beforeAll` starts (an S3
 * server, an SMTP inbox): hooks run in the order they are declared, `afterAll` in reverse, so a
 * server started before `useTestApp` outlives the app.
 */
export function useTestApp(
  kind: DatabaseKind,
  overrides: TestAppOverrides | (() => TestAppOverrides) = {},
  { resetBeforeEach = true, appPerTest = false }: UseTestAppOptions = {},
): TestApp {
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('useTestApp: the app exists from its beforeAll until its afterAll');
    return built;
  };
  const build = async () => {
    built = await createTestApp(kind, typeof overrides === 'function' ? overrides() : overrides);
  };
  const close = async () => {
    const closing = built;
    built = undefined;
    await closing?.close();
  };
  if (appPerTest) {
    beforeEach(build);
    afterEach(close);
  } else {
    beforeAll(build);
    if (resetBeforeEach) beforeEach(() => current().reset());
    afterAll(close);
  }
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get dataDir() {
      return current().dataDir;
    },
    get admin() {
      return current().admin;
    },
    reset: () => current().reset(),
    close: () => current().close(),
  };
}

/**
 * The real app on a database a test already holds: a second instance beside `createTestApp`'s (on
 * other storage settings), or one on a data folder a command-line tool will read afterwards.
 * Closing it leaves the database open.
 */
export async function createAppOnDatabase(
  database: DatabaseHandle,
  dataDir: string,
  overrides: TestAppOverrides = {},
): Promise<TestApp> {
  const passkey = await loadAdminPasskey(database.db, TEST_PASSKEY);
  // Tests listen on loopback, as by default: links follow the request unless a test says otherwise.
  const app = await buildApp({
    database,
    passkey,
    dataDir,
    webDir: '/nonexistent',
    trustHostHeader: true,
    passkeyThrottle: TEST_THROTTLE,
    passwordCost: TEST_PASSWORD_COST,
    startRetentionJob: false,
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

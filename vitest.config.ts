import { defineConfig } from 'vitest/config';

export const serverTests = ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'];
export const webTests = ['web/**/*.test.ts'];

/**
 * In CI the PostgreSQL suites must run: a missing TEST_DATABASE_URL fails the run there. Then one
 * migrated database of each kind, which every test file's database copies.
 */
export const databaseSetup = [
  'server/test/postgres-global-setup.ts',
  'server/test/database-images.ts',
];

export const runOptions = {
  // Two files at a time on the 2-core machines (Vitest's default leaves one core free, so one):
  // a file waits on its database thread, timers and child processes much of the time.
  maxWorkers: 2,
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    ...runOptions,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: serverTests,
          globalSetup: databaseSetup,
          // A worker keeps the modules it imported from one file to the next: Fastify, Drizzle,
          // zod's schemas and the app's features cost ~1.4 s a file when each file imports them
          // anew (191 s of a 465 s run). Each file still builds its own apps (an embedded
          // database passes to the next file emptied, test-databases.ts), and no module of
          // server/ keeps state beyond a cache keyed by its app or database (docs/testing.md).
          isolate: false,
        },
      },
      // The web tests keep a module registry each: they mock modules (vi.mock) and set up DOMs.
      { extends: true, test: { name: 'web', include: webTests } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'server/**/*.test.ts',
      'web/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // In CI the PostgreSQL suites must run: a missing TEST_DATABASE_URL fails the run there.
    // Then one migrated database of each kind, which every test file's database copies.
    globalSetup: ['server/test/postgres-global-setup.ts', 'server/test/database-images.ts'],
    // Two files at a time on the 2-core machines (Vitest's default leaves one core free, so one):
    // a file waits on its database thread, timers and child processes much of the time.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

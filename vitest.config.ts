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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

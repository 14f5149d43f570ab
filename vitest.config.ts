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
    globalSetup: ['server/test/postgres-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

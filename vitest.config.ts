import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

/** Browser journeys in Chromium against the real, built server. One file at a time: 2 cores. */
export default defineConfig({
  test: {
    root: '.',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});

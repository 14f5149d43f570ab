import { defineConfig } from '@playwright/test';
import { BASE_FLAGS, findChromium } from './support/chromium';

/**
 * Browser journeys in Debian's Chromium (no browser download) against the real, built server.
 * One worker, one file after another: the machines have 2 cores, and two workers there kept both
 * busy with 10+ runnable processes, a journey taking 3-4 times as long (docs/testing.md). Each
 * worker gets a server of its own (global-setup.ts); a file's tests share the browser its hooks
 * start. No retries: a flaky test shows as failed. The list is for
 * the terminal, the JSON for `npm run test:summary`, the HTML report and the traces of failed tests
 * (`npx playwright show-report test-results/e2e-report`) for reading a failure afterwards.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A journey gets 60 s unless it says more (test.setTimeout); the hooks that start a file's server
  // or browser say 90 s. Web-first assertions wait up to 15 s: the machines are often loaded.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: '../test-results/e2e-artifacts',
  reporter: [
    ['list'],
    ['json', { outputFile: '../test-results/e2e.json' }],
    ['html', { outputFolder: '../test-results/e2e-report', open: 'never' }],
  ],
  use: {
    launchOptions: { executablePath: findChromium() ?? undefined, args: BASE_FLAGS },
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});

import { defineConfig } from '@playwright/test';
import { BASE_FLAGS, findChromium } from './support/chromium';

/**
 * Browser journeys in Debian's Chromium (no browser download) against the real, built server.
 * Two workers, a file each at a time: one kept the 2-core machines ~35 % idle (journeys wait on
 * the page, the server and real seconds of recording), two finish in ~616 s instead of ~978 s with
 * each journey ~1.2-1.6 times as long (docs/testing.md). Each worker gets a server of its own
 * (global-setup.ts); a file's tests share the browser its hooks start. No retries: a flaky test
 * shows as failed. The list is for the terminal, the JSON for `npm run test:summary`, the HTML
 * report and the traces of failed tests (`npx playwright show-report test-results/e2e-report`) for
 * reading a failure afterwards.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  workers: 2,
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

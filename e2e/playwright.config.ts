import { defineConfig } from '@playwright/test';
import { BASE_FLAGS, findJourneyChromium } from './support/chromium';

/**
 * Browser journeys in Debian's Chromium, its headless shell where installed (no browser download;
 * support/chromium.ts), against the real, built server. Two workers, a file each at a time
 * (a long file of independent journeys spreads its tests): journeys wait on the page, the server
 * and real seconds of recording, so one worker left the 2-core machines ~35 % idle, three ~12 %
 * and four ~2 %; but on the slower machines of 2026-11-29 four kept ~12 threads runnable on the
 * two cores and 18 journeys failed on their time limits, and with three workers 6 still did
 * (docs/testing.md).
 * Each worker gets a server of its own (global-setup.ts); a file's tests share the browser its
 * hooks start. No retries: a flaky test shows as failed. The list is for the terminal, the JSON for
 * `npm run test:summary`, the HTML report and the traces of failed tests
 * (`npx playwright show-report test-results/e2e-report`) for reading a failure afterwards.
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
    launchOptions: { executablePath: findJourneyChromium() ?? undefined, args: BASE_FLAGS },
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});

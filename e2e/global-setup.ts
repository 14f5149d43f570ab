import { findChromium } from './support/chromium';
import { startServer, type RunningServer } from './support/server';
import { startSharedDeployment, type SharedDeployment } from './support/shared-deployment';

let server: RunningServer | undefined;
let shared: SharedDeployment | null = null;

/**
 * One real server for the browser tests; journeys that restart a server start their own, on the
 * embedded database and local disk. Where TEST_DATABASE_URL names a PostgreSQL (CI), this one runs
 * as several instances would: on PostgreSQL (DATABASE_URL) and an S3 test server, so the browser
 * journeys also run on that deployment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const how = 'install one (Debian: `apt-get install -y chromium`) or set CHROME_PATH';
    if (process.env.CI)
      throw new Error(`Browser tests must run in CI, but no Chromium was found: ${how}.`);
    console.warn(`Skipping the browser tests: no Chromium found; ${how}.`);
  }
  shared = await startSharedDeployment('e2e');
  server = await startServer({ env: shared?.env });
  // The test workers start after this and inherit the environment: support/browser.ts reads it.
  process.env.E2E_BASE_URL = server.url;
  return async function globalTeardown() {
    await server?.stop();
    await shared?.close();
  };
}

import fs from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { findChromium } from './support/chromium';
import {
  DATA_TEMPLATE_VARIABLE,
  startServer,
  temporaryDataDir,
  type RunningServer,
} from './support/server';
import { refuseStaleBuild } from './support/stale-build';
import { startSharedDeployment, type SharedDeployment } from './support/shared-deployment';

/**
 * One real server per test worker, so two files never share one's data (docs/testing.md);
 * journeys that restart a server start their own, on the embedded database and local disk. Where
 * TEST_DATABASE_URL names a PostgreSQL (CI), each runs as several instances would: on PostgreSQL
 * (DATABASE_URL, a database of its own) and an S3 test server, so the browser journeys also run
 * on that deployment.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const how = 'install one (Debian: `apt-get install -y chromium`) or set CHROME_PATH';
    if (process.env.CI)
      throw new Error(`Browser tests must run in CI, but no Chromium was found: ${how}.`);
    console.warn(`Skipping the browser tests: no Chromium found; ${how}.`);
  }
  refuseStaleBuild();
  const started: { server?: RunningServer; shared: SharedDeployment | null }[] = [];
  const template = temporaryDataDir();
  const stop = async () => {
    for (const { server, shared } of started) {
      await server?.stop();
      await shared?.close();
    }
    fs.rmSync(template, { recursive: true, force: true });
  };
  let firstStart: Promise<void> = Promise.resolve();
  try {
    // A server's first start, once: the journeys that start a server of their own copy its data
    // folder (support/server.ts, preparedDataDir) instead of creating and migrating a database.
    firstStart = startServer({ dataDir: template })
      .then((server) => server.stop())
      .then(() => {
        process.env[DATA_TEMPLATE_VARIABLE] = template;
      });
    const urls = await Promise.all(
      Array.from({ length: Math.max(1, config.workers) }, async (_, index) => {
        const running: (typeof started)[number] = { shared: null };
        started.push(running);
        running.shared = await startSharedDeployment(`e2e_worker${index}`);
        // On PostgreSQL (CI) a worker's server starts meanwhile, on a database of its own; on the
        // embedded database it waits to start on a copy of that first start's folder.
        if (!running.shared) await firstStart;
        running.server = await startServer({ env: running.shared?.env });
        return running.server.url;
      }),
    );
    await firstStart;
    // The test workers start after this and inherit the environment: support/browser.ts reads the
    // addresses, one per worker, in order.
    process.env.E2E_BASE_URLS = urls.join(',');
  } catch (error) {
    await firstStart.catch(() => undefined);
    await stop();
    throw error;
  }
  return stop;
}

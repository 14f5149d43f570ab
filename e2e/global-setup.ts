import type { TestProject } from 'vitest/node';
import { findChromium } from './support/chromium';
import { startServer, type RunningServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string | null;
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/** One real server for the browser tests; journeys that restart a server start their own. */
export async function setup(project: TestProject): Promise<void> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const how = 'install one (Debian: `apt-get install -y chromium`) or set CHROME_PATH';
    if (process.env.CI)
      throw new Error(`Browser tests must run in CI, but no Chromium was found: ${how}.`);
    console.warn(`Skipping the browser tests: no Chromium found; ${how}.`);
  }
  server = await startServer();
  project.provide('chromiumPath', chromiumPath);
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

type Cleanup = () => unknown;

/**
 * Playwright's `test` with `onFinished(fn)`: what a test started (a server, a database cluster,
 * child processes) is stopped when the test ends, also when it fails or times out.
 */
export const test = base.extend<{ onFinished: (cleanup: Cleanup) => void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  onFinished: async ({}, use) => {
    const cleanups: Cleanup[] = [];
    await use((cleanup) => cleanups.push(cleanup));
    for (const cleanup of cleanups.reverse()) await cleanup();
  },
});

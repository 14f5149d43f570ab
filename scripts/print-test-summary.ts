import fs from 'node:fs';

/**
 * Prints one closing line for the whole suite, `N passed, N failed, N skipped`, from the JSON
 * reports of the unit/API run (Vitest) and the browser run (Playwright). In CI the browser tests
 * must have run: a skip fails.
 */
interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

/** Playwright's JSON reporter; `errors` are failures outside any test (global set-up, a bad file). */
interface PlaywrightJsonReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
}

function read<T>(name: string, file: string): T {
  if (!fs.existsSync(file)) {
    console.error(`No ${name} test report at ${file}: that run did not finish.`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

const unit = read<VitestJsonReport>('unit', 'test-results/unit.json');
const browser = read<PlaywrightJsonReport>('e2e', 'test-results/e2e.json');
const unitCounts: Counts = {
  passed: unit.numPassedTests,
  failed: unit.numFailedTests,
  skipped: unit.numPendingTests + unit.numTodoTests,
};
// No retries (e2e/playwright.config.ts), so nothing is flaky; were it, it would count as failed.
const browserCounts: Counts = {
  passed: browser.stats.expected,
  failed: browser.stats.unexpected + browser.stats.flaky + browser.errors.length,
  skipped: browser.stats.skipped,
};
if (process.env.CI && (browserCounts.skipped > 0 || browserCounts.passed === 0)) {
  console.error('CI must run every browser test, but some were skipped.');
  process.exit(1);
}
const total = (key: keyof Counts) => unitCounts[key] + browserCounts[key];
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);

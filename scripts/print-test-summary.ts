import fs from 'node:fs';
import { PHASES_FILE, type PhaseTime } from './test-phases';

/**
 * Prints a line per phase of `npm test` with its seconds (run-tests.ts times them), then one
 * closing line for the whole suite, `N passed, N failed, N skipped`, from the JSON reports of the
 * unit/API run (Vitest) and the browser run (Playwright). In CI the browser tests must have run: a
 * skip fails.
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
  testResults: { assertionResults: { fullName: string; duration?: number | null }[] }[];
}

/** Playwright's JSON reporter; `errors` are failures outside any test (global set-up, a bad file). */
interface PlaywrightJsonReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
}

function readIfThere<T>(file: string): T | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

function read<T>(name: string, report: T | null, file: string): T {
  if (!report) {
    console.error(`No ${name} test report at ${file}: that run did not finish.`);
    process.exit(1);
  }
  return report;
}

/** `phase  123 s`, one a line, as run-tests.ts timed them; nothing when the suite ran otherwise. */
function printPhases(unit: VitestJsonReport | null): void {
  if (!fs.existsSync(PHASES_FILE)) return;
  const phases = JSON.parse(fs.readFileSync(PHASES_FILE, 'utf8')) as PhaseTime[];
  const width = Math.max(...phases.map(({ phase }) => phase.length));
  for (const { phase, seconds, passed } of phases) {
    console.log(
      `${phase.padEnd(width)}  ${seconds.toFixed(0).padStart(4)} s${passed ? '' : '  FAILED'}`,
    );
  }
  // Typecheck and lint run side by side (run-tests.ts): the whole is the last phase's end.
  const total = Math.max(...phases.map(({ endedAt }) => endedAt));
  console.log(`${'all phases'.padEnd(width)}  ${total.toFixed(0).padStart(4)} s`);
  if (unit) {
    // One Vitest run holds both databases' tests; their own time (hooks aside) tells them apart.
    const tests = unit.testResults.flatMap(({ assertionResults }) => assertionResults);
    const sum = (onPostgres: boolean) =>
      tests
        .filter(({ fullName }) => /postgres/i.test(fullName) === onPostgres)
        .reduce((total, { duration }) => total + (duration ?? 0), 0) / 1000;
    console.log(
      `  unit/API tests' own time: ${sum(false).toFixed(0)} s PGlite and no database, ${sum(true).toFixed(0)} s PostgreSQL`,
    );
  }
}

const unitReport = readIfThere<VitestJsonReport>('test-results/unit.json');
printPhases(unitReport);
const unit = read('unit', unitReport, 'test-results/unit.json');
const browser = read(
  'e2e',
  readIfThere<PlaywrightJsonReport>('test-results/e2e.json'),
  'test-results/e2e.json',
);
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

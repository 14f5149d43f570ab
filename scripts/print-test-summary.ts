import fs from 'node:fs';

/**
 * Prints one closing line for the whole suite, `N passed, N failed, N skipped`, from the JSON
 * reports of the unit/API and browser runs. In CI the browser tests must have run: a skip fails.
 */
interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const reports = { unit: 'test-results/unit.json', e2e: 'test-results/e2e.json' };
let passed = 0;
let failed = 0;
let skipped = 0;
for (const [name, file] of Object.entries(reports)) {
  if (!fs.existsSync(file)) {
    console.error(`No ${name} test report at ${file}: that run did not finish.`);
    process.exit(1);
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestJsonReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  if (
    name === 'e2e' &&
    process.env.CI &&
    (report.numPendingTests > 0 || report.numPassedTests === 0)
  ) {
    console.error('CI must run every browser test, but some were skipped.');
    process.exit(1);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);

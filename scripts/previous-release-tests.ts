import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run test:previous-release -- <commit>`: the previous release's own server tests (its API
 * and unit tests, on PGlite and, with TEST_DATABASE_URL, PostgreSQL) against this checkout's
 * migrations: its code on the schema this release makes. That is what its instances meet during a
 * rolling upgrade (docs/deploying.md, "Upgrading"). The release is exported from git with this
 * checkout's migrations folder put in place of its own, installed with `npm ci`, and its Vitest
 * `server` project run there.
 *
 * A test that lists every table the migrations make fails whenever a release adds a table; it is
 * expected, and named as such. Any other failure is an old instance breaking on the new schema, or
 * a migration that must be declared not rollable (server/db/rolling-upgrades/).
 */
const EXPECTED_FAILURES = [/knows every table the migrations create/];

const ROOT = path.resolve(import.meta.dirname, '..');
const commit = process.argv[2];
if (!commit) {
  console.error('Usage: npm run test:previous-release -- <commit of the running release>');
  process.exit(2);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-previous-'));
const archive = execFileSync('git', ['archive', commit], { cwd: ROOT, maxBuffer: 1 << 30 });
execFileSync('tar', ['-x', '-C', dir], { input: archive });
const migrations = path.join('server', 'db', 'migrations');
fs.rmSync(path.join(dir, migrations), { recursive: true, force: true });
fs.cpSync(path.join(ROOT, migrations), path.join(dir, migrations), { recursive: true });

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: dir, stdio: 'inherit', env: process.env });
if (run('npm', ['ci', '--no-audit', '--no-fund']).status !== 0) process.exit(1);
const report = path.join(dir, 'previous-release-tests.json');
const tests = run('npx', [
  'vitest',
  'run',
  '--project',
  'server',
  '--reporter=dot',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

interface Report {
  numPassedTests: number;
  testResults: { name: string; assertionResults: { status: string; fullName: string }[] }[];
}
const results = fs.existsSync(report)
  ? (JSON.parse(fs.readFileSync(report, 'utf8')) as Report)
  : { numPassedTests: 0, testResults: [] };
const failed = results.testResults.flatMap((file) =>
  file.assertionResults
    .filter((test) => test.status === 'failed')
    .map((test) => `${path.relative(dir, file.name)} > ${test.fullName}`),
);
const unexpected = failed.filter((name) => !EXPECTED_FAILURES.some((known) => known.test(name)));
console.log(
  `\n${commit} on this release's schema: ${results.numPassedTests} passed, ` +
    `${failed.length - unexpected.length} failed as expected (a table added), ` +
    `${unexpected.length} failed otherwise`,
);
for (const name of unexpected) console.log(`  ${name}`);
fs.rmSync(dir, { recursive: true, force: true });
// No test passed, or Vitest failed with no failed test (its set-up, e.g. a migration, failed).
const broken = results.numPassedTests === 0 || (tests.status !== 0 && failed.length === 0);
if (broken) console.log("  the tests did not run: see Vitest's output above");
process.exit(unexpected.length > 0 || broken ? 1 : 0);

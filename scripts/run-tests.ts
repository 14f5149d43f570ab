import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PHASES_FILE, type PhaseTime } from './test-phases';

/**
 * `npm test`: the suite's phases one after another, each timed, stopping at the first that
 * fails; then `npm run test:summary`, which prints a line per phase with its seconds and the
 * closing `N passed, N failed, N skipped` line (docs/testing.md). The times go to
 * test-results/phases.json for the summary to read.
 */
/** Each phase's command: an npm script, or (the browser journeys, built just before) Playwright. */
const PHASES: { phase: string; command: string[] }[] = [
  { phase: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { phase: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { phase: 'unit/API, PGlite and PostgreSQL', command: ['npm', 'run', '--silent', 'test:unit'] },
  { phase: 'build', command: ['npm', 'run', '--silent', 'build'] },
  {
    phase: 'browser journeys',
    command: ['npx', '--no', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  },
];

fs.mkdirSync(path.dirname(PHASES_FILE), { recursive: true });
// A report left by an earlier run must not stand in for a phase that did not run this time.
for (const report of ['unit.json', 'e2e.json', 'phases.json']) {
  fs.rmSync(path.join('test-results', report), { force: true });
}
const times: PhaseTime[] = [];
for (const { phase, command } of PHASES) {
  const start = performance.now();
  const [program, ...args] = command as [string, ...string[]];
  const { status } = spawnSync(program, args, { stdio: 'inherit' });
  times.push({ phase, seconds: (performance.now() - start) / 1000, passed: status === 0 });
  fs.writeFileSync(PHASES_FILE, JSON.stringify(times, null, 2));
  if (status !== 0) break;
}
const summary = spawnSync('npm', ['run', '--silent', 'test:summary'], { stdio: 'inherit' });
process.exit(times.every(({ passed }) => passed) ? (summary.status ?? 1) : 1);

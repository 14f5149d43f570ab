import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PHASES_FILE, type PhaseTime } from './test-phases';

/**
 * `npm test`: the suite's phases, each timed, stopping at the first step that fails; then
 * `npm run test:summary`, which prints a line per phase with its seconds and the closing
 * `N passed, N failed, N skipped` line (docs/testing.md). The times go to
 * test-results/phases.json for the summary to read.
 *
 * A step's phases run side by side: typecheck and lint are one process each and mostly on one
 * core, so together they take about as long as lint alone on the 2-core machines. Their output
 * is held and printed whole when each ends, so the two do not interleave.
 */
interface Phase {
  phase: string;
  command: string[];
}

/** Each phase's command: an npm script, or (the browser journeys, built just before) Playwright. */
const STEPS: Phase[][] = [
  [
    { phase: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    { phase: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  ],
  [{ phase: 'unit/API, PGlite and PostgreSQL', command: ['npm', 'run', '--silent', 'test:unit'] }],
  [{ phase: 'build', command: ['npm', 'run', '--silent', 'build'] }],
  [
    {
      phase: 'browser journeys',
      command: ['npx', '--no', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    },
  ],
];

const started = performance.now();
const secondsSinceStart = () => (performance.now() - started) / 1000;

/** Runs one phase; alone it prints as it goes, beside another its output comes whole at the end. */
function runPhase({ phase, command }: Phase, alone: boolean): Promise<PhaseTime> {
  const start = secondsSinceStart();
  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      const end = secondsSinceStart();
      resolve({ phase, seconds: end - start, endedAt: end, passed: status === 0 });
    });
  });
}

fs.mkdirSync(path.dirname(PHASES_FILE), { recursive: true });
// A report left by an earlier run must not stand in for a phase that did not run this time.
for (const report of ['unit.json', 'e2e.json', 'phases.json']) {
  fs.rmSync(path.join('test-results', report), { force: true });
}
const times: PhaseTime[] = [];
for (const step of STEPS) {
  times.push(...(await Promise.all(step.map((phase) => runPhase(phase, step.length === 1)))));
  fs.writeFileSync(PHASES_FILE, JSON.stringify(times, null, 2));
  if (!times.every(({ passed }) => passed)) break;
}
const summary = spawn('npm', ['run', '--silent', 'test:summary'], { stdio: 'inherit' });
summary.on('close', (status) => {
  process.exit(times.every(({ passed }) => passed) ? (status ?? 1) : 1);
});

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
 * A step's phases run side by side. The unit/API run leaves ~20 % of the 2-core machines idle
 * (files waiting on timers, child processes and PostgreSQL); typecheck, lint and the build are one
 * process each, mostly on one core, and fill part of that gap (docs/testing.md). The phase marked
 * `live` prints as it goes; the others' output is held and printed whole when each ends, so
 * nothing interleaves.
 */
interface Phase {
  phase: string;
  command: string[];
  live?: boolean;
}

/** Each phase's command: an npm script, or (the browser journeys, built just before) Playwright. */
const STEPS: Phase[][] = [
  [
    { phase: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    { phase: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    {
      phase: 'unit/API, PGlite and PostgreSQL',
      command: ['npm', 'run', '--silent', 'test:unit'],
      live: true,
    },
    { phase: 'build', command: ['npm', 'run', '--silent', 'build'] },
  ],
  [
    {
      phase: 'browser journeys',
      command: ['npx', '--no', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      live: true,
    },
  ],
];

const started = performance.now();
const secondsSinceStart = () => (performance.now() - started) / 1000;

/** Runs one phase; a live one prints as it goes, the others' output comes whole at their end. */
function runPhase({ phase, command, live = false }: Phase): Promise<PhaseTime> {
  const start = secondsSinceStart();
  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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
  times.push(...(await Promise.all(step.map(runPhase))));
  fs.writeFileSync(PHASES_FILE, JSON.stringify(times, null, 2));
  if (!times.every(({ passed }) => passed)) break;
}
const summary = spawn('npm', ['run', '--silent', 'test:summary'], { stdio: 'inherit' });
summary.on('close', (status) => {
  process.exit(times.every(({ passed }) => passed) ? (status ?? 1) : 1);
});

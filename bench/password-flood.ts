/**
 * The health check's answer time with no sign-ins, then during a flood of wrong-password sign-ins,
 * in one run against one server: the server from source (`server/main.ts` under tsx, scrypt at
 * OWASP's cost as in production), behind a trusted proxy so each sign-in can come from an address
 * of its own (a flood from many addresses, which no per-address rate limit stops: the cap on
 * hashes in flight must). `/api/health` looks at the recordings folder on libuv's pool, as an
 * upload chunk's write does (docs/team.md). Nothing leaves the machine.
 *
 *   npm run bench:password-flood
 *   npm run bench:password-flood -- --seconds 10 --concurrency 16
 *   npm run bench:password-flood -- --root /tmp/before   (another version of the server, to compare:
 *     git archive <commit> | tar -x -C /tmp/before; ln -s "$PWD/node_modules" /tmp/before/)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, serverEnvironment, temporaryDataDir } from '../e2e/support/server';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '16' },
    root: { type: 'string' },
  },
});
const floodMs = Number(values.seconds) * 1000;
const concurrency = Number(values.concurrency);
const ROOT = values.root ?? path.resolve(import.meta.dirname, '..');

const port = await freePort();
const dataDir = temporaryDataDir();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: ROOT,
  env: serverEnvironment(port, dataDir, { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' }),
  stdio: 'ignore',
});
const url = `http://127.0.0.1:${port}`;

/** Milliseconds of one health check. */
async function healthMs(): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${url}/api/health`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
  return performance.now() - start;
}

/** Health checks one after another until `stop()` says so, at least `least` of them. */
async function healthChecks(least: number, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (times.length < least || !stop()) times.push(await healthMs());
  return times;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return `${times.length} checks: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`;
}

try {
  const deadline = Date.now() + 120_000;
  while (
    !(await healthMs().then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const quiet = await healthChecks(30, () => true);

  let address = 0;
  const answers = new Map<string, number>();
  const floodEnds = Date.now() + floodMs;
  const signInLoop = async () => {
    while (Date.now() < floodEnds) {
      address += 1;
      const response = await fetch(`${url}/api/admin/session/password`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        },
        body: JSON.stringify({ email: `nobody${address}@x.example`, password: 'not the password' }),
      });
      const { code } = (await response.json()) as { code?: string };
      const key = `${response.status} ${code ?? ''}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
  };
  const flooding = Promise.all(Array.from({ length: concurrency }, signInLoop));
  const during = await healthChecks(5, () => Date.now() >= floodEnds);
  await flooding;

  console.log(`scrypt at OWASP's cost; ${concurrency} sign-ins at a time for ${floodMs / 1000} s`);
  console.log(`health, no flood:     ${summary(quiet)}`);
  console.log(`health, during flood: ${summary(during)}`);
  const sorted = [...answers].sort(([a], [b]) => a.localeCompare(b));
  console.log(`sign-ins answered: ${sorted.map(([key, count]) => `${count} × ${key}`).join(', ')}`);
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

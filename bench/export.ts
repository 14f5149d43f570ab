/**
 * The CSV export of many candidates, and what it does to everyone else meanwhile: time to the
 * first byte and to the last, and the p50/p99 of a light request (`GET /api/admin/session`, a
 * session read) while it runs, beside the same request's figures measured just before in the same
 * run. Not a test: it prints figures. Traffic goes to 127.0.0.1 only; every phase is bounded.
 *
 *   npm run bench:export                                   (seeds 100,000 candidates, ~4 min)
 *   npm run bench:export -- --data-dir /tmp/seed100k       (a folder `npm run seed` filled)
 *   npm run bench:export -- --candidates 10000 --runs 3
 *   npm run bench:export -- --profile /tmp/prof            (V8 CPU profiles of the server)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMs } from './api/process-stats';
import { startTarget, type TargetServer } from './api/target-server';
import { reviewerCookie } from './web-reviewer';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '100000' },
    'data-dir': { type: 'string' },
    runs: { type: 'string', default: '2' },
    /** Light requests measured alone, before each export. */
    baseline: { type: 'string', default: '5000' },
    /** Light requests sent first and not counted: the first run's reference was taken cold. */
    warmup: { type: 'string', default: '1000' },
    /** Clients sending the light request one after another, during both phases. */
    clients: { type: 'string', default: '2' },
    profile: { type: 'string' },
  },
});
const GOAL_P99_RATIO = 2;
const GOAL_FIRST_BYTE_MS = 500;
/** An export that takes longer than this is stopped (and reported as such). */
const EXPORT_LIMIT_MS = 10 * 60_000;
const ROOT = path.resolve(import.meta.dirname, '..');
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function seededFolder(): { dataDir: string; made: boolean } {
  if (values['data-dir']) return { dataDir: path.resolve(values['data-dir']), made: false };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  console.log(`Seeding ${values.candidates} candidates into ${dataDir} (npm run seed)…`);
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/seed.ts',
      '--candidates',
      values.candidates,
      '--data-dir',
      dataDir,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: '' },
    },
  );
  return { dataDir, made: true };
}

interface Answered {
  status: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
}

/** One GET, timed from sending to its first body byte and to its end. */
function get(url: string, headers: Record<string, string>, timeoutMs: number): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      let firstByteMs = Number.NaN;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - began;
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          firstByteMs,
          totalMs: performance.now() - began,
          bytes,
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}

interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
}

function summarise(times: number[], failed: number): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  return {
    count: sorted.length,
    p50: at(0.5) ?? Number.NaN,
    p99: at(0.99) ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
    failed,
  };
}

/** `clients` loops of the light request, each sending the next when the last is answered. */
async function lightRequests(
  url: string,
  cookie: string,
  keepGoing: (sent: number) => boolean,
): Promise<Latencies> {
  const times: number[] = [];
  let failed = 0;
  let sent = 0;
  const client = async () => {
    while (keepGoing(sent)) {
      sent += 1;
      const answer = await get(`${url}/api/admin/session`, { cookie }, 10_000).catch(() => null);
      if (answer?.status === 200) times.push(answer.totalMs);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Number(values.clients) }, client));
  return summarise(times, failed);
}

interface Run {
  baseline: Latencies;
  during: Latencies;
  exported: Answered;
  exportCpuMs: number;
}

async function oneRun(server: TargetServer, cookie: string): Promise<Run> {
  await lightRequests(server.url, cookie, (sent) => sent < Number(values.warmup));
  const baseline = await lightRequests(
    server.url,
    cookie,
    (sent) => sent < Number(values.baseline),
  );
  let exporting = true;
  const cpuBefore = cpuMs(server.pid);
  const exported = get(
    `${server.url}/api/admin/export/candidates.csv`,
    // As a browser downloads it: compressed, brotli first.
    { cookie, 'accept-encoding': 'br, gzip' },
    EXPORT_LIMIT_MS,
  ).finally(() => (exporting = false));
  const [during, answer] = await Promise.all([
    lightRequests(server.url, cookie, () => exporting),
    exported,
  ]);
  return { baseline, during, exported: answer, exportCpuMs: cpuMs(server.pid) - cpuBefore };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

function printRun(index: number, run: Run): void {
  const { baseline, during, exported } = run;
  const ratio = during.p99 / baseline.p99;
  console.log(`\nRun ${index + 1}`);
  console.log(
    `  export: HTTP ${exported.status}, first byte ${ms(exported.firstByteMs)} (goal ≤ ${GOAL_FIRST_BYTE_MS} ms), ` +
      `all ${(exported.totalMs / 1000).toFixed(1)} s, ${(exported.bytes / 1024 / 1024).toFixed(1)} MiB brotli, ` +
      `server CPU ${(run.exportCpuMs / 1000).toFixed(1)} s (light requests included)`,
  );
  const line = (name: string, figures: Latencies) =>
    console.log(
      `  ${name.padEnd(34)} ${String(figures.count).padStart(6)} requests  p50 ${ms(figures.p50)}  p99 ${ms(figures.p99)}  max ${ms(figures.max)}${figures.failed ? `  (${figures.failed} failed)` : ''}`,
    );
  line('light request alone (reference)', baseline);
  line('light request during the export', during);
  console.log(`  p99 during / alone: ${ratio.toFixed(2)}x (goal ≤ ${GOAL_P99_RATIO}x)`);
}

const { dataDir, made } = seededFolder();
// Logging at `info`, as `npm start` does: a line per request is part of each request's cost.
const server = await startTarget({ dataDir, cpuProfileDir: values.profile });
try {
  const cookie = await reviewerCookie(server.url);
  console.log(
    `CSV export on PGlite, ${values.clients} clients sending the light request, ${os.cpus().length} cores, Node ${process.version}`,
  );
  for (let index = 0; index < Number(values.runs); index += 1) {
    printRun(index, await oneRun(server, cookie));
  }
} finally {
  await server.stop();
  agent.destroy();
  if (made) fs.rmSync(dataDir, { recursive: true, force: true });
}

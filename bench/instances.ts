/**
 * Two instances behind a (client-side) round robin against one, on PostgreSQL and an S3 test
 * server (docs/deploying.md#capacity), beside one instance on local disk as the reference: the
 * same recordings in each run, every chunk of an upload sent to the next instance in turn. Prints
 * recordings ingested, PATCHes per second, failures and post-processing (each recording processed
 * exactly once). Not a test. Traffic goes to 127.0.0.1 only; every phase is bounded.
 *
 *   npm run bench:instances
 *   npm run bench:instances -- --recordings 50 --seconds 10
 *   npm run bench:instances -- --profile /tmp/prof     (V8 CPU profiles of each instance)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { S3Settings } from '../server/features/recordings/stores/s3-recording-store';
import { s3Environment } from '../server/test/s3-test-server';
import { registerCandidates, type BenchCandidate } from './api/bench-candidates';
import { makeBenchVideo } from './api/bench-video';
import { cpuMs } from './api/process-stats';
import { recordAtOnce, type RecordingsFigures } from './api/recordings-load';
import { removeDataDir, startTarget, type TargetServer } from './api/target-server';
import { DEFAULT_POSTGRES, scratchDatabase } from './scratch-database';

const { values } = parseArgs({
  options: {
    recordings: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '20' },
    postgres: { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES },
    profile: { type: 'string' },
  },
});
const recordingCount = Number(values.recordings);
const ROOT = path.resolve(import.meta.dirname, '..');

async function startS3Process(): Promise<{ settings: S3Settings; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/s3-server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', () => reject(new Error('The S3 test server exited')));
  });
  return {
    settings: JSON.parse(firstLine) as S3Settings,
    pid: child.pid as number,
    stop: () => child.kill('SIGTERM'),
  };
}

interface RunFigures {
  paced: RecordingsFigures;
  flat: RecordingsFigures;
  processed: number;
  processedLines: number;
  drainMs: number;
  s3CpuMsPerPatch: number;
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

async function run(instances: number, objectStorage: boolean, video: Buffer): Promise<RunFigures> {
  const scratch = await scratchDatabase(values.postgres, `bench_instances_${process.pid}`);
  const s3 = objectStorage ? await startS3Process() : null;
  const processedAt: number[] = [];
  const env = s3 ? s3Environment(s3.settings) : {};
  const servers: TargetServer[] = [];
  try {
    for (let index = 0; index < instances; index += 1) {
      servers.push(
        await startTarget({
          databaseUrl: scratch.url,
          env,
          cpuProfileDir: values.profile && path.join(values.profile, `${instances}-${index}`),
          onLogLine: (line) => {
            if (line.msg === 'recording processed') processedAt.push(performance.now());
          },
        }),
      );
    }
    const first = servers[0] as TargetServer;
    const candidates = await registerCandidates(first.url, recordingCount * 2);
    const target = {
      endpoint: `${first.url}/api/recordings/uploads`,
      pids: servers.map((server) => server.pid),
      origins: servers.map((server) => server.url),
      headersFor: (candidate: BenchCandidate) => ({
        authorization: `Bearer ${candidate.secret}`,
        'x-forwarded-for': candidate.ip,
      }),
    };
    const label = `${instances} on ${objectStorage ? 'S3' : 'local disk'}`;
    const s3Cpu = () => (s3 ? cpuMs(s3.pid) : 0);
    const s3Before = s3Cpu();
    console.log(`[${label}] ${recordingCount} recordings at once, one chunk a second each`);
    const paced = await recordAtOnce(target, candidates.slice(0, recordingCount), video);
    // Processing done before the next phase, so its CPU counts the uploads alone.
    await waitUntil(() => processedAt.length >= recordingCount, 300_000);
    console.log(`[${label}] the same number again, each chunk right after the last`);
    const flat = await recordAtOnce(target, candidates.slice(recordingCount), video, {
      paced: false,
    });
    const s3CpuMsPerPatch = (s3Cpu() - s3Before) / (paced.chunks + flat.chunks);
    await waitUntil(() => processedAt.length >= recordingCount * 2, 300_000);
    const drainMs = Math.max(...processedAt) - flat.lastFinishedAt;
    // Any second processing of a recording would log again: give it time to.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const counted = await client.query<{ count: number }>(
      "select count(*)::int as count from recordings where status = 'processed'",
    );
    await client.end();
    return {
      paced,
      flat,
      processed: counted.rows[0]?.count ?? 0,
      processedLines: processedAt.length,
      drainMs,
      s3CpuMsPerPatch,
    };
  } finally {
    for (const server of servers) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
    s3?.stop();
    await scratch.drop();
  }
}

function printTable(runs: [string, RunFigures][]): void {
  const rows: [string, (figures: RunFigures) => string][] = [
    ['Recordings ingested (paced + flat out)', (f) => `${f.paced.recordings + f.flat.recordings}`],
    ['PATCHes sent', (f) => `${f.paced.chunks + f.flat.chunks}`],
    ['Failed PATCHes', (f) => `${f.paced.failed + f.flat.failed}`],
    ['Paced: late chunks (> 1 s)', (f) => `${f.paced.late}`],
    ['Paced: p50 / p99', (f) => `${f.paced.p50Ms.toFixed(1)} / ${f.paced.p99Ms.toFixed(1)} ms`],
    ['Flat out: PATCHes per second', (f) => f.flat.patchesPerSecond.toFixed(0)],
    ['Flat out: p50 / p99', (f) => `${f.flat.p50Ms.toFixed(1)} / ${f.flat.p99Ms.toFixed(1)} ms`],
    ['Server CPU per PATCH (all instances)', (f) => `${f.flat.cpuMsPerPatch.toFixed(2)} ms`],
    ['S3 test server CPU per PATCH', (f) => `${f.s3CpuMsPerPatch.toFixed(2)} ms`],
    ['Peak RSS of an instance', (f) => `${f.flat.peakRssMb.toFixed(0)} MB`],
    ['Processed (rows) / "processed" log lines', (f) => `${f.processed} / ${f.processedLines}`],
    ['Last upload until all processed', (f) => `${(f.drainMs / 1000).toFixed(1)} s`],
  ];
  console.log(`\n| Figure | ${runs.map(([label]) => label).join(' | ')} |`);
  console.log(`|---|${runs.map(() => '---|').join('')}`);
  for (const [name, cell] of rows)
    console.log(`| ${name} | ${runs.map(([, figures]) => cell(figures)).join(' | ')} |`);
  const [reference, one, two] = runs.map(([, figures]) => figures.flat.patchesPerSecond);
  console.log(
    `\nFlat-out PATCHes per second: two instances / one on S3 ${((two ?? 0) / (one ?? 1)).toFixed(2)}x; one on S3 / one on local disk ${((one ?? 0) / (reference ?? 1)).toFixed(2)}x`,
  );
}

const video = await makeBenchVideo(Number(values.seconds));
console.log(`video: ${(video.length / 1024).toFixed(0)} KiB; ${recordingCount} recordings a phase`);
printTable([
  ['One instance, local disk', await run(1, false, video)],
  ['One instance, S3', await run(1, true, video)],
  ['Two instances, S3', await run(2, true, video)],
]);

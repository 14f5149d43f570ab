/**
 * What one instance carries (issue #12), on PGlite and on PostgreSQL, with references measured in
 * the same run: a bare Fastify route making the same single query, and bare @tus/server.
 * Not a test: it prints figures. Traffic goes to 127.0.0.1 only; every phase is bounded.
 *
 *   npm run bench:api
 *   npm run bench:api -- --databases pglite --seconds 5 --recordings 50
 *   npm run bench:api -- --profile /tmp/prof     (V8 CPU profiles of our server, per database)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FORMATTED_ANSWER, PLAIN_ANSWER } from './api/answers';
import { addressOf, registerCandidates, type BenchCandidate } from './api/bench-candidates';
import { makeBenchVideo } from './api/bench-video';
import { closedLoop, type LoadFigures } from './api/closed-loop';
import { DEFAULT_POSTGRES, scratchDatabase } from './scratch-database';
import { openLoop } from './api/open-loop';
import { rssMb } from './api/process-stats';
import { recordAtOnce, type RecordingsFigures } from './api/recordings-load';
import { startReference } from './api/reference-servers';
import { removeDataDir, startTarget } from './api/target-server';

const { values } = parseArgs({
  options: {
    databases: { type: 'string', default: 'pglite,postgres' },
    seconds: { type: 'string', default: '10' },
    candidates: { type: 'string', default: '1000' },
    recordings: { type: 'string', default: '200' },
    rate: { type: 'string', default: '200' },
    postgres: { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES },
    profile: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const recordingCount = Number(values.recordings);
const savesPerSecond = Number(values.rate);
const kinds = values.databases.split(',') as ('pglite' | 'postgres')[];

/** Invite page visitors, each with an address of their own after the candidates'. */
const VISITORS = 1_000_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Sequences only grow, across every phase, so each save is applied. */
let sequence = Date.now() - 60 * 60 * 1000;

const candidateHeaders = (candidate: BenchCandidate) => ({
  authorization: `Bearer ${candidate.secret}`,
  'x-forwarded-for': candidate.ip,
});
const saveRequest = (candidate: BenchCandidate, index: number, answer = PLAIN_ANSWER) => ({
  method: 'PUT' as const,
  path: `/api/assessment/answers/${index % 3}`,
  headers: { ...candidateHeaders(candidate), 'content-type': 'application/json' },
  body: JSON.stringify({ answer, sequence: sequence++ }),
});
/** The formatted answer's goal: server CPU per save at 10 clients (docs/capacity.md). */
const FORMATTED_SAVE_GOAL_MS = 1.5;

interface Column {
  startNewMs: number;
  startExistingMs: number;
  idleRssMb: number;
  idleRssAfterRestartMb: number;
  inviteView: LoadFigures;
  assessment: LoadFigures;
  saves: LoadFigures;
  formattedSaves: LoadFigures;
  plainSavesAt10: LoadFigures;
  openSaves: Awaited<ReturnType<typeof openLoop>>;
  recordings: RecordingsFigures;
  drainMs: number;
  queueWait: string;
  referenceRead: LoadFigures;
  referenceWrite: LoadFigures;
}

async function waitForProcessed(processed: number[], count: number): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (processed.length < count && Date.now() < deadline) await sleep(200);
}

async function referenceFigures(databaseUrl: string | undefined) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reference-'));
  const reference = await startReference(['fastify', databaseUrl ?? path.join(folder, 'db')]);
  try {
    const key = (index: number) => `k${index % 1000}`;
    const referenceRead = await closedLoop(
      reference.url,
      reference.pid,
      (index) => ({ method: 'GET', path: `/ref/read/${key(index)}`, headers: {} }),
      { seconds },
    );
    const referenceWrite = await closedLoop(
      reference.url,
      reference.pid,
      (index) => ({
        method: 'PUT',
        path: `/ref/write/${key(index)}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answer: PLAIN_ANSWER }),
      }),
      { seconds },
    );
    return { referenceRead, referenceWrite };
  } finally {
    await reference.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function benchDatabase(kind: 'pglite' | 'postgres', video: Buffer): Promise<Column> {
  const scratch =
    kind === 'postgres' ? await scratchDatabase(values.postgres, `bench_api_${process.pid}`) : null;
  const processedAt: number[] = [];
  const waits: number[] = [];
  const profileDir = values.profile ? path.join(values.profile, kind) : undefined;
  const options = {
    databaseUrl: scratch?.url,
    cpuProfileDir: profileDir,
    onLogLine: (line: Record<string, unknown>) => {
      if (line.msg !== 'recording processed') return;
      processedAt.push(performance.now());
      if (typeof line.queuedMs === 'number') waits.push(line.queuedMs);
    },
  };
  let server = await startTarget(options);
  try {
    const startNewMs = server.startMs;
    await sleep(2000);
    const idleRssMb = rssMb(server.pid);
    console.log(`[${kind}] healthy in ${startNewMs.toFixed(0)} ms, ${idleRssMb.toFixed(0)} MB`);
    const candidates = await registerCandidates(server.url, Number(values.candidates));
    const pick = (index: number) => candidates[index % candidates.length] as BenchCandidate;
    const { pid, url } = server;

    const inviteView = await closedLoop(
      url,
      pid,
      (index) => ({
        method: 'GET',
        path: `/api/invites/${pick(index).inviteCode}`,
        // A visit each, from visitors of their own: from one address per candidate, a fast
        // machine met the invite page's limit (60 a minute) and counted 429s as reads.
        headers: { 'x-forwarded-for': addressOf(VISITORS + (index % VISITORS)) },
      }),
      { seconds },
    );
    const assessment = await closedLoop(
      url,
      pid,
      (index) => ({
        method: 'GET',
        path: '/api/assessment',
        headers: candidateHeaders(pick(index)),
      }),
      { seconds },
    );
    const saves = await closedLoop(url, pid, (index) => saveRequest(pick(index), index), {
      seconds,
    });
    // The issue's case: 10 clients saving a formatted answer, beside the plain one at 10.
    const formattedSaves = await closedLoop(
      url,
      pid,
      (index) => saveRequest(pick(index), index, FORMATTED_ANSWER),
      { seconds, connections: 10 },
    );
    const plainSavesAt10 = await closedLoop(url, pid, (index) => saveRequest(pick(index), index), {
      seconds,
      connections: 10,
    });
    const openSaves = await openLoop(url, pid, (index) => saveRequest(pick(index), index), {
      perSecond: savesPerSecond,
      seconds,
    });
    console.log(`[${kind}] read and save loads done; ${recordingCount} recordings next`);
    const recordings = await recordAtOnce(
      {
        endpoint: `${url}/api/recordings/uploads`,
        pids: [pid],
        headersFor: candidateHeaders,
      },
      candidates.slice(0, recordingCount),
      video,
    );
    await waitForProcessed(processedAt, recordingCount);
    const drainMs = Math.max(...processedAt) - recordings.lastFinishedAt;
    const sortedWaits = waits.sort((a, b) => a - b);
    const queueWait = sortedWaits.length
      ? `wait p50 ${(sortedWaits[Math.floor(sortedWaits.length / 2)] as number) / 1000} s, max ${(sortedWaits.at(-1) as number) / 1000} s`
      : 'wait not logged';

    await server.stop();
    server = await startTarget({ ...options, dataDir: server.dataDir });
    const startExistingMs = server.startMs;
    await sleep(2000);
    const idleRssAfterRestartMb = rssMb(server.pid);
    await server.stop();

    const references = await referenceFigures(scratch?.url);
    return {
      startNewMs,
      startExistingMs,
      idleRssMb,
      idleRssAfterRestartMb,
      inviteView,
      assessment,
      saves,
      formattedSaves,
      plainSavesAt10,
      openSaves,
      recordings,
      drainMs,
      queueWait: `${processedAt.length}/${recordingCount} processed; ${queueWait}`,
      ...references,
    };
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    await scratch?.drop();
  }
}

async function bareTus(video: Buffer): Promise<RecordingsFigures> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tus-'));
  const reference = await startReference(['tus', folder]);
  try {
    const anyone = Array.from({ length: recordingCount }, (_, index) => ({
      inviteCode: '',
      secret: '',
      ip: String(index),
    }));
    return await recordAtOnce(
      { endpoint: `${reference.url}/files`, pids: [reference.pid], headersFor: () => ({}) },
      anyone,
      video,
    );
  } finally {
    await reference.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const load = (figures: LoadFigures) =>
  `${figures.perSecond.toFixed(0)}/s p99 ${ms(figures.p99Ms)}${figures.failed ? ` (${figures.failed} failed)` : ''}`;
const recording = (figures: RecordingsFigures) =>
  `${figures.late} late, ${figures.failed} failed of ${figures.chunks}; p99 ${ms(figures.p99Ms)}`;

function printTable(columns: Map<string, Column>, tus: RecordingsFigures): void {
  const names = [...columns.keys()];
  const rows: [string, (column: Column) => string, string][] = [
    ['Start to healthy, new folder', (c) => ms(c.startNewMs), ''],
    ['Start to healthy, existing', (c) => ms(c.startExistingMs), ''],
    [
      'Resident memory, idle (new / restarted)',
      (c) => `${c.idleRssMb.toFixed(0)} / ${c.idleRssAfterRestartMb.toFixed(0)} MB`,
      '',
    ],
    ['GET /api/invites/:code, 50 clients', (c) => load(c.inviteView), 'ref: bare Fastify read'],
    ['GET /api/assessment, 50 clients', (c) => load(c.assessment), 'ref: bare Fastify read'],
    ['  reference: bare Fastify, one read', (c) => load(c.referenceRead), ''],
    [
      '  ratio ours / reference (invite, assessment)',
      (c) =>
        `${(c.inviteView.perSecond / c.referenceRead.perSecond).toFixed(2)}, ${(c.assessment.perSecond / c.referenceRead.perSecond).toFixed(2)}`,
      '',
    ],
    ['Answer save, 50 clients', (c) => load(c.saves), ''],
    ['  server CPU per save', (c) => ms(c.saves.cpuMsPerRequest), ''],
    [
      'Formatted save (1.7 KB, 30 tags), 10 clients',
      (c) => `${load(c.formattedSaves)}, ${ms(c.formattedSaves.cpuMsPerRequest)} CPU`,
      `goal: at most ${ms(FORMATTED_SAVE_GOAL_MS)} CPU`,
    ],
    [
      '  plain save, 10 clients',
      (c) => `${load(c.plainSavesAt10)}, ${ms(c.plainSavesAt10.cpuMsPerRequest)} CPU`,
      '',
    ],
    [
      '  reference: bare Fastify, one upsert',
      (c) => `${load(c.referenceWrite)}, ${ms(c.referenceWrite.cpuMsPerRequest)} CPU`,
      '',
    ],
    [
      `Answer save, open loop ${savesPerSecond}/s`,
      (c) =>
        `p50 ${ms(c.openSaves.p50Ms)} p99 ${ms(c.openSaves.p99Ms)} max ${ms(c.openSaves.maxMs)}${c.openSaves.failed ? ` (${c.openSaves.failed} failed)` : ''}`,
      '',
    ],
    ['  server CPU per save (open loop)', (c) => ms(c.openSaves.cpuMsPerRequest), ''],
    [
      `${recordingCount} recordings at once, 64 KiB/s`,
      (c) => recording(c.recordings),
      `bare tus: ${recording(tus)}`,
    ],
    [
      '  server CPU per PATCH',
      (c) =>
        `${ms(c.recordings.cpuMsPerPatch)} (${(c.recordings.cpuMsPerPatch / tus.cpuMsPerPatch).toFixed(2)}x bare)`,
      `bare tus: ${ms(tus.cpuMsPerPatch)}`,
    ],
    [
      '  peak resident memory',
      (c) => `${c.recordings.peakRssMb.toFixed(0)} MB`,
      `bare tus: ${tus.peakRssMb.toFixed(0)} MB`,
    ],
    [
      'Post-processing: last upload to queue empty',
      (c) => `${(c.drainMs / 1000).toFixed(1)} s`,
      '',
    ],
    ['  queue', (c) => c.queueWait, ''],
  ];
  const width = [46, 44, 44];
  const line = (cells: string[]) =>
    console.log(cells.map((cell, index) => cell.padEnd(width[index] ?? 44)).join(' | '));
  console.log(
    `\nAPI capacity, ${os.cpus().length} cores, ${seconds} s per load, Node ${process.version}\n`,
  );
  line(['Work', ...names, 'Reference in the same run']);
  line(['-'.repeat(46), ...names.map(() => '-'.repeat(44)), '-'.repeat(44)]);
  for (const [label, cell, reference] of rows) {
    line([label, ...names.map((name) => cell(columns.get(name) as Column)), reference]);
  }
}

const video = await makeBenchVideo();
console.log(
  `Recording: ${(video.length / 1024).toFixed(0)} KiB, ${Math.ceil(video.length / 65536)} chunks of 64 KiB`,
);
const columns = new Map<string, Column>();
for (const kind of kinds) columns.set(kind, await benchDatabase(kind, video));
const tus = await bareTus(video);
printTable(columns, tus);

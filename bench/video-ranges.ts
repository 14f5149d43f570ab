/**
 * What a reviewer's video player costs the server (issue #30): range requests on a candidate's
 * processed recording, as a signed-in reviewer's browser sends them, beside bare `node:http`
 * serving the same file with the same Range handling in a process of its own, measured in the
 * same run. Not a test: it prints figures. Traffic goes to 127.0.0.1 only; every phase is bounded
 * in requests.
 *
 *   npm run build && npm run bench:video
 *   npm run bench:video -- --rounds 5 --ranges 2000 --seeks 200 --wholes 40
 *   npm run bench:video -- --profile /tmp/prof     (V8 CPU profiles of our server)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { registerCandidates, type BenchCandidate } from './api/bench-candidates';
import { makeBenchVideo } from './api/bench-video';
import { benchAgent } from './api/http-send';
import { cpuMs, mainThreadCpuMs } from './api/process-stats';
import { recordAtOnce } from './api/recordings-load';
import { startReference } from './api/reference-servers';
import { BENCH_PASSKEY, removeDataDir, startTarget } from './api/target-server';
import { reviewerCookie } from './web-reviewer';
import {
  rangePhases,
  type PhaseFigures,
  type RangePhase,
  type RangeTarget,
} from './api/range-load';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    ranges: { type: 'string', default: '2000' },
    seeks: { type: 'string', default: '200' },
    wholes: { type: 'string', default: '40' },
    connections: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '60' },
    profile: { type: 'string' },
    entry: { type: 'string' },
  },
});
/** The goal of issue #30: CPU per 64 KiB range at most twice bare node:http's. */
const GOAL_RATIO = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records one candidate's video through tus and waits until it is processed. */
async function recordedCandidate(url: string, video: Buffer): Promise<string> {
  const [candidate] = await registerCandidates(url, 1);
  const headersFor = (c: BenchCandidate) => ({
    authorization: `Bearer ${c.secret}`,
    'x-forwarded-for': c.ip,
  });
  const endpoint = `${url}/api/recordings/uploads`;
  await recordAtOnce({ endpoint, pids: [], headersFor }, [candidate as BenchCandidate], video, {
    paced: false,
  });
  const admin = { authorization: `Bearer ${BENCH_PASSKEY}` };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const list = (await (
      await fetch(`${url}/api/admin/candidates?video=ready`, { headers: admin })
    ).json()) as { data: { items: { id: string }[] } };
    const id = list.data.items[0]?.id;
    if (id) return id;
    await sleep(250);
  }
  throw new Error('The recording was not processed within 120 s.');
}

/** The processed video's file in the data folder (`recordings/<candidate>/<recording>.webm`). */
function storedVideoFile(dataDir: string, candidateId: string): string {
  const folder = path.join(dataDir, 'recordings', candidateId);
  const name = fs.readdirSync(folder).find((file) => /\.(webm|mp4)$/.test(file));
  if (!name) throw new Error(`No processed video in ${folder}`);
  return path.join(folder, name);
}

const format = (ms: number) => ms.toFixed(3);
const span = (list: number[]) =>
  `${format(Math.min(...list))}-${format(Math.max(...list))} (median ${format(
    [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number,
  )})`;

const video = await makeBenchVideo();
const server = await startTarget({ cpuProfileDir: values.profile, entry: values.entry });
let reference: Awaited<ReturnType<typeof startReference>> | undefined;
try {
  const candidateId = await recordedCandidate(server.url, video);
  const file = storedVideoFile(server.dataDir, candidateId);
  const size = fs.statSync(file).size;
  reference = await startReference(['file', file, 'video/webm']);
  const cookie = await reviewerCookie(server.url);
  console.log(
    `Video: ${(size / 1024).toFixed(0)} KiB; ${values.rounds} rounds of ${values.ranges} ` +
      `64 KiB ranges, ${values.seeks} 1 MiB ranges, ${values.wholes} whole files, ` +
      `${values.connections} connections; our server pid ${server.pid}, reference ${reference.pid}`,
  );
  const phases: RangePhase[] = [
    { name: '64 KiB range', count: Number(values.ranges), bytes: 64 * 1024 },
    { name: '1 MiB range', count: Number(values.seeks), bytes: 1024 * 1024 },
    { name: 'whole file', count: Number(values.wholes), bytes: 0 },
  ];
  const agent = benchAgent(Number(values.connections));
  const targets: (RangeTarget & { pid: number })[] = [
    {
      pid: server.pid,
      url: `${server.url}/api/admin/candidates/${candidateId}/video`,
      headers: { cookie },
    },
    { pid: reference.pid, url: `${reference.url}/video`, headers: {} },
  ];
  const results = new Map<string, { ours: number[]; reference: number[]; ratio: number[] }>();
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    const figures: PhaseFigures[][] = [];
    // Each round warms both up first, then alternates them phase by phase.
    for (const target of targets)
      await rangePhases(agent, target, size, [{ ...phases[0], count: 200 } as RangePhase], 2);
    for (const target of targets)
      figures.push(
        await rangePhases(agent, target, size, phases, Number(values.connections), {
          cpuOf: () => cpuMs(target.pid),
          mainThreadCpuOf: () => mainThreadCpuMs(target.pid),
          deadline: Date.now() + Number(values.seconds) * 1000,
        }),
      );
    const [ours, bare] = figures as [PhaseFigures[], PhaseFigures[]];
    console.log(`\nRound ${round}`);
    console.table(
      ours.map((phase, index) => {
        const other = bare[index] as PhaseFigures;
        const entry = results.get(phase.name) ?? { ours: [], reference: [], ratio: [] };
        entry.ours.push(phase.cpuMsPerRequest);
        entry.reference.push(other.cpuMsPerRequest);
        entry.ratio.push(phase.cpuMsPerRequest / other.cpuMsPerRequest);
        results.set(phase.name, entry);
        return {
          phase: phase.name,
          requests: `${phase.requests} / ${other.requests}`,
          failed: `${phase.failed} / ${other.failed}`,
          'ours CPU ms/request': format(phase.cpuMsPerRequest),
          'of which main thread': format(phase.mainThreadCpuMsPerRequest),
          'node:http CPU ms/request': format(other.cpuMsPerRequest),
          ratio: (phase.cpuMsPerRequest / other.cpuMsPerRequest).toFixed(2),
          'ours p50 ms': format(phase.p50Ms),
          'node:http p50 ms': format(other.p50Ms),
        };
      }),
    );
  }
  console.log(`\nOver ${values.rounds} rounds (min-max, median), CPU ms per request:`);
  for (const [name, entry] of results) {
    const goal = name === '64 KiB range' ? `; goal <= ${GOAL_RATIO}x` : '';
    console.log(
      `${name}: ours ${span(entry.ours)}, node:http ${span(entry.reference)}, ` +
        `ratio ${span(entry.ratio)}${goal}`,
    );
  }
} finally {
  await reference?.stop();
  await server.stop();
  removeDataDir(server.dataDir);
}

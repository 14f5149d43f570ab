import type http from 'node:http';
import type { BenchCandidate } from './bench-candidates';
import { benchAgent, latencySummary, send } from './http-send';
import { cpuMs, watchPeakRss } from './process-stats';

export const CHUNK_BYTES = 64 * 1024;
/** A chunk answered later than this after it was due holds up the next one: it is late. */
const LATE_MS = 1000;

export interface RecordingsFigures {
  recordings: number;
  chunks: number;
  late: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerPatch: number;
  peakRssMb: number;
  /** When the last chunk of the last recording was answered (performance.now()). */
  lastFinishedAt: number;
  /** Chunks answered per second, from the first one due to the last answered. */
  patchesPerSecond: number;
}

interface Target {
  /** Where uploads are created, e.g. `http://127.0.0.1:1234/api/recordings/uploads`. */
  endpoint: string;
  /** The server processes: CPU is summed over them, peak memory is the highest of them. */
  pids: number[];
  headersFor: (candidate: BenchCandidate) => Record<string, string>;
  /** Instances behind a load balancer: each upload's chunks go round them in turn. */
  origins?: string[];
}

export interface LoadOptions {
  /** One chunk a second, as a browser streams a recording; false: each chunk right after the last. */
  paced: boolean;
}

const tusHeaders = { 'tus-resumable': '1.0.0' };

async function createUpload(agent: http.Agent, target: Target, candidate: BenchCandidate) {
  const answer = await send(agent, target.endpoint, {
    method: 'POST',
    path: target.endpoint,
    headers: {
      ...tusHeaders,
      ...target.headersFor(candidate),
      'upload-defer-length': '1',
      'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
    },
  });
  const location = answer.headers.location;
  if (answer.status !== 201 || !location)
    throw new Error(`creating an upload: HTTP ${answer.status} ${answer.body}`);
  return new URL(location, target.endpoint).href;
}

/**
 * Every candidate records at once: each creates an upload, then sends one 64 KiB chunk of `video`
 * a second, as the browser streams a recording, the last with the upload's length.
 */
export async function recordAtOnce(
  target: Target,
  candidates: BenchCandidate[],
  video: Buffer,
  options: LoadOptions = { paced: true },
): Promise<RecordingsFigures> {
  const agent = benchAgent(candidates.length + 8);
  const uploads = await Promise.all(candidates.map((c) => createUpload(agent, target, c)));
  const chunkCount = Math.ceil(video.length / CHUNK_BYTES);
  const latencies: number[] = [];
  let late = 0;
  let failed = 0;
  let lastFinishedAt = 0;
  const peaks = target.pids.map((pid) => watchPeakRss(pid));
  const cpuOfTargets = () => target.pids.reduce((total, pid) => total + cpuMs(pid), 0);
  const cpuBefore = cpuOfTargets();
  // Paced chunks are first due a moment from now; flat out, the first goes now.
  const start = performance.now() + (options.paced ? 100 : 0);
  const origins = target.origins ?? [];
  const aimed = (upload: string, lane: number, chunk: number) => {
    if (origins.length === 0) return upload;
    const url = new URL(upload);
    const origin = new URL(origins[(lane + chunk) % origins.length] as string);
    url.host = origin.host;
    return url.href;
  };

  const stream = async (candidate: BenchCandidate, upload: string, lane: number) => {
    // Spread the candidates over the second, as their recordings began at different moments.
    const offsetMs = (lane * 1000) / candidates.length;
    for (let chunk = 0; chunk < chunkCount; chunk++) {
      const due = options.paced ? start + offsetMs + chunk * 1000 : performance.now();
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const url = aimed(upload, lane, chunk);
      const from = chunk * CHUNK_BYTES;
      const body = video.subarray(from, from + CHUNK_BYTES);
      const last = chunk === chunkCount - 1;
      const answer = await send(agent, url, {
        method: 'PATCH',
        path: url,
        headers: {
          ...tusHeaders,
          ...target.headersFor(candidate),
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(from),
          ...(last ? { 'upload-length': String(video.length) } : {}),
        },
        body,
      });
      const took = performance.now() - due;
      latencies.push(took);
      if (took > LATE_MS) late++;
      if (answer.status !== 204) failed++;
      if (last) lastFinishedAt = Math.max(lastFinishedAt, performance.now());
    }
  };
  await Promise.all(candidates.map((c, lane) => stream(c, uploads[lane] as string, lane)));
  const chunks = candidates.length * chunkCount;
  const cpu = cpuOfTargets() - cpuBefore;
  const elapsedMs = lastFinishedAt - start;
  agent.destroy();
  return {
    recordings: candidates.length,
    chunks,
    late,
    failed,
    ...latencySummary(latencies),
    cpuMsPerPatch: cpu / chunks,
    peakRssMb: Math.max(...peaks.map((peak) => peak.stop())),
    lastFinishedAt,
    patchesPerSecond: (chunks * 1000) / elapsedMs,
  };
}

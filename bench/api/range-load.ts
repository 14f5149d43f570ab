import http from 'node:http';
import { latencySummary } from './http-send';

export interface RangePhase {
  name: string;
  count: number;
  /** The length of each range, at a random offset; 0: the whole file, without a Range header. */
  bytes: number;
}

export interface RangeTarget {
  url: string;
  headers: Record<string, string>;
}

export interface PhaseFigures {
  name: string;
  requests: number;
  /** Answers with another status or length than asked, and connection errors. */
  failed: number;
  /** The server's CPU per request, ms (every thread of its process). */
  cpuMsPerRequest: number;
  /** Of which the main thread's (the rest: the PGlite thread, libuv's file system threads). */
  mainThreadCpuMsPerRequest: number;
  p50Ms: number;
}

/** One GET; answers whether it came back with the status and length asked for. */
function fetchRange(agent: http.Agent, target: RangeTarget, size: number, bytes: number) {
  const start = bytes ? Math.floor(Math.random() * (size - bytes)) : 0;
  const headers = bytes
    ? { ...target.headers, range: `bytes=${start}-${start + bytes - 1}` }
    : target.headers;
  return new Promise<boolean>((resolve) => {
    const request = http.get(target.url, { agent, headers }, (response) => {
      let received = 0;
      response.on('data', (chunk: Buffer) => (received += chunk.length));
      response.on('end', () =>
        resolve(response.statusCode === (bytes ? 206 : 200) && received === (bytes || size)),
      );
      response.on('error', () => resolve(false));
    });
    request.on('error', () => resolve(false));
  });
}

/**
 * Each phase in turn: `count` requests from `connections` clients, each sending its next request
 * when the last is answered; CPU is read from `cpuOf` before and after each phase. A phase stops
 * early at the deadline (the requests answered are counted).
 */
export async function rangePhases(
  agent: http.Agent,
  target: RangeTarget,
  size: number,
  phases: RangePhase[],
  connections: number,
  options: { cpuOf?: () => number; mainThreadCpuOf?: () => number; deadline?: number } = {},
): Promise<PhaseFigures[]> {
  const figures: PhaseFigures[] = [];
  for (const phase of phases) {
    let sent = 0;
    let failed = 0;
    const latencies: number[] = [];
    const client = async () => {
      while (sent < phase.count && Date.now() < (options.deadline ?? Infinity)) {
        sent += 1;
        const began = performance.now();
        if (!(await fetchRange(agent, target, size, phase.bytes))) failed += 1;
        latencies.push(performance.now() - began);
      }
    };
    const cpuBefore = options.cpuOf?.() ?? 0;
    const mainBefore = options.mainThreadCpuOf?.() ?? 0;
    await Promise.all(Array.from({ length: connections }, client));
    const cpu = (options.cpuOf?.() ?? 0) - cpuBefore;
    const main = (options.mainThreadCpuOf?.() ?? 0) - mainBefore;
    figures.push({
      name: phase.name,
      requests: latencies.length,
      failed,
      cpuMsPerRequest: cpu / latencies.length,
      mainThreadCpuMsPerRequest: main / latencies.length,
      p50Ms: latencySummary(latencies).p50Ms,
    });
  }
  return figures;
}

import autocannon from 'autocannon';
import { withCpu } from './process-stats';

export interface LoadRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failed: number;
  /** Server CPU per answered request, ms (the server process, every thread). */
  cpuMsPerRequest: number;
}

/**
 * `connections` clients, each sending its next request when the last is answered, for `seconds`.
 * `next(i)` makes the i-th request (e.g. round the candidates, so no one address meets a limit).
 */
export async function closedLoop(
  url: string,
  serverPid: number,
  next: (index: number) => LoadRequest,
  options: { connections?: number; seconds: number },
): Promise<LoadFigures> {
  let index = 0;
  const [result, cpu] = await withCpu(serverPid, () =>
    autocannon({
      url,
      connections: options.connections ?? 50,
      duration: options.seconds,
      requests: [{ setupRequest: (request) => ({ ...request, ...next(index++) }) }],
    }),
  );
  const answered = result.requests.total;
  return {
    requests: answered,
    perSecond: answered / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.non2xx,
    cpuMsPerRequest: answered > 0 ? cpu / answered : Number.NaN,
  };
}

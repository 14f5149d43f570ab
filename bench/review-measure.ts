import type { FastifyInstance } from 'fastify';

/** One timed request of a case: a URL (a case may vary it per request, e.g. one candidate each). */
export interface BenchCase {
  name: string;
  /** The list cases are the ones the goal is about. */
  isList: boolean;
  url: (index: number) => string;
}

export interface CaseResult {
  p50: number;
  p99: number;
  requests: number;
  /**
   * CPU time of this process (every thread: PGlite's worker too) per timed request, in ms: what
   * the request costs the server, apart from waiting. PostgreSQL's own work is not in it.
   */
  cpuMs: number;
  /** `data.total` of the first answer, when the endpoint pages. */
  total: number | null;
  error?: string;
}

export interface MeasureLimits {
  warmup: number;
  requests: number;
  /** A case stops early after this long (but not before `minimum` timed requests). */
  budgetMs: number;
  minimum: number;
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1] as number;
}

/**
 * Sends the case's requests one after another in process (`app.inject`, no network), after a
 * warm-up, and answers p50/p99 in milliseconds. A non-200 answer stops the case with its text.
 */
export async function measureCase(
  app: FastifyInstance,
  benchCase: BenchCase,
  headers: Record<string, string>,
  limits: MeasureLimits,
): Promise<CaseResult> {
  const samples: number[] = [];
  let total: number | null = null;
  const deadline = performance.now() + limits.budgetMs;
  let cpuFrom: NodeJS.CpuUsage | undefined;
  for (let index = 0; index < limits.warmup + limits.requests; index += 1) {
    if (index === limits.warmup) cpuFrom = process.cpuUsage();
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: benchCase.url(index), headers });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) {
      const status = response.json<{ status?: string }>().status ?? '';
      return {
        p50: NaN,
        p99: NaN,
        cpuMs: NaN,
        requests: samples.length,
        total,
        error: `${response.statusCode} ${status}`,
      };
    }
    if (index === 0) total = response.json<{ data?: { total?: number } }>().data?.total ?? null;
    if (index >= limits.warmup) samples.push(elapsed);
    if (performance.now() > deadline && samples.length >= limits.minimum) break;
  }
  const cpu = process.cpuUsage(cpuFrom);
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    cpuMs: (cpu.user + cpu.system) / 1000 / samples.length,
    requests: samples.length,
    total,
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { AppError } from './errors';

export interface MetricsOptions {
  /** `METRICS_TOKEN`: `GET /metrics` answers only with `Authorization: Bearer <token>`; unset, 404. */
  token: string | undefined;
  database: DatabaseHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How long one recording's post-processing took, by outcome (a no-op without metrics). */
    observeProcessing(seconds: number, outcome: 'processed' | 'failed'): void;
  }
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const PROCESSING_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

/**
 * Prometheus metrics for operators (docs/deploying.md, "Metrics"): requests by route, method and
 * status with their durations, uploads in progress and the processing queue (counted in the
 * database on each scrape, so every instance reports the deployment's), processing durations, the
 * database pool, and the process's own figures. Off unless METRICS_TOKEN is set.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  if (!options.token) {
    app.decorate('observeProcessing', () => undefined);
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'prescreen_' });

  const requests = new Histogram({
    name: 'prescreen_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, and how long they took.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const processing = new Histogram({
    name: 'prescreen_recording_processing_seconds',
    help: "How long one recording's post-processing (remux, poster) took, by outcome.",
    labelNames: ['outcome'] as const,
    buckets: PROCESSING_BUCKETS,
    registers: [registry],
  });
  app.decorate('observeProcessing', (seconds: number, outcome: 'processed' | 'failed') =>
    processing.observe({ outcome }, seconds),
  );

  const { db } = options.database;
  new Gauge({
    name: 'prescreen_recordings',
    help: 'Recordings by state: uploading (uploads in progress), uploaded (waiting for processing: the queue), processed, failed.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const result = (await db.execute(
        sql`select status, count(*)::int as count from recordings
              where status <> 'discarded' group by status`,
      )) as unknown as { rows: { status: string; count: number }[] };
      this.reset();
      for (const state of ['uploading', 'uploaded', 'processed', 'failed']) this.set({ state }, 0);
      for (const row of result.rows) this.set({ state: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'prescreen_database_connections',
    help: "This instance's database connections: total, idle, and requests waiting for one.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = options.database.poolState();
      for (const [state, count] of Object.entries(pool)) this.set({ state }, count);
    },
  });

  const expected = digest(`Bearer ${options.token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      throw new AppError(401, 'Metrics need the header Authorization: Bearer <METRICS_TOKEN>.');
    }
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
});

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

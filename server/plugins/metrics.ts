import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import {
  countRecordingsByStatus,
  countRecordingsWaitingForStorage,
} from '../features/recordings/recordings.repository';
import { AppError } from './errors';
import { registerOperatorMetrics } from './operator-metrics';
import { processingAttempts, type ProcessingAttempt } from './processing-attempts';

export interface MetricsOptions {
  /** `METRICS_TOKEN`: `GET /metrics` answers only with `Authorization: Bearer <token>`; unset, 404. */
  token: string | undefined;
  database: DatabaseHandle;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const PROCESSING_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

/**
 * Prometheus metrics for operators (docs/deploying.md, "Metrics"): requests by route, method and
 * status with their durations, uploads in progress and the processing queue (counted in the
 * database on each scrape, so every instance reports the deployment's), processing durations, the
 * database pool, and the process's own figures; what an operator alerts on besides (the outboxes,
 * S3 errors, upload bytes) is in `operator-metrics.ts`. Off unless METRICS_TOKEN is set.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  if (!options.token) return;
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
    help: 'Post-processing attempts (inspection, remux, poster) by outcome: processed, refused (too large, too long, not its container), failed (to be retried) or waiting_for_storage (the store was away: retried later without spending an attempt), and how long each took.',
    labelNames: ['outcome'] as const,
    buckets: PROCESSING_BUCKETS,
    registers: [registry],
  });
  const onAttempt = (message: unknown) => {
    const { outcome, seconds } = message as ProcessingAttempt;
    processing.observe({ outcome }, seconds);
  };
  processingAttempts.subscribe(onAttempt);
  app.addHook('onClose', async () => void processingAttempts.unsubscribe(onAttempt));

  const { db } = options.database;
  new Gauge({
    name: 'prescreen_recordings',
    help: 'Recordings by state: uploading (uploads in progress), uploaded (waiting for processing: the queue), processed, failed.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await countRecordingsByStatus(db);
      this.reset();
      for (const state of ['uploading', 'uploaded', 'processed', 'failed']) this.set({ state }, 0);
      for (const row of counts) this.set({ state: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'prescreen_recordings_waiting_for_storage',
    help: 'Recordings waiting for processing that wait for the recording store to answer again (part of state="uploaded"), deployment-wide.',
    registers: [registry],
    async collect() {
      this.set(await countRecordingsWaitingForStorage(db));
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

  const operator = registerOperatorMetrics(app, registry, db);

  const expected = digest(`Bearer ${options.token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      throw new AppError('metrics-token-needed');
    }
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    try {
      return await registry.metrics();
    } finally {
      operator.scrapeDone();
    }
  });
});

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

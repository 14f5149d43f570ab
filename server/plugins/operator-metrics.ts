import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client';
import {
  readOutboxBacklogs,
  type OutboxBacklog,
} from '../features/outbox/outbox-backlog.repository';
import { operatorEvents, type OperatorEvent } from './operator-events';

/**
 * The families an operator alerts on (docs/deploying.md, "Metrics"): the mail and webhook
 * backlogs (counted in the database at each scrape, one statement for both), deliveries given up,
 * failed S3 calls and the upload bytes received (counted as they happen on this instance).
 * Answers what the scrape handler calls once a scrape is over.
 */
export function registerOperatorMetrics(
  app: FastifyInstance,
  registry: Registry,
  db: Database,
): { scrapeDone(): void } {
  // Both backlog families read the same statement's answer: one query a scrape, not one a family.
  let backlogs: Promise<OutboxBacklog[]> | undefined;
  const readBacklogs = () => (backlogs ??= readOutboxBacklogs(db));
  new Gauge({
    name: 'prescreen_outbox_pending',
    help: 'Mails and webhook deliveries waiting to be sent (queued, retrying or being sent), deployment-wide.',
    labelNames: ['outbox'] as const,
    registers: [registry],
    async collect() {
      for (const row of await readBacklogs()) this.set({ outbox: row.outbox }, row.pending);
    },
  });
  new Gauge({
    name: 'prescreen_outbox_oldest_pending_seconds',
    help: 'How long the oldest waiting mail or webhook delivery has waited since it was queued; 0 when none waits.',
    labelNames: ['outbox'] as const,
    registers: [registry],
    async collect() {
      for (const row of await readBacklogs()) this.set({ outbox: row.outbox }, row.oldestSeconds);
    },
  });

  const failed = new Counter({
    name: 'prescreen_outbox_failed_total',
    help: 'Mails and webhook deliveries this instance gave up on (the last attempt failed, or the receiver refused for good).',
    labelNames: ['outbox'] as const,
    registers: [registry],
  });
  const s3Errors = new Counter({
    name: 'prescreen_s3_request_errors_total',
    help: 'S3 calls that failed on this instance, by command and HTTP status (none: no answer, e.g. unreachable or timed out).',
    labelNames: ['operation', 'status'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'prescreen_upload_received_bytes_total',
    help: "Recording bytes this instance received from candidates' uploads and stored.",
    registers: [registry],
  });
  // Zero from the start, so that rate() and increase() see the first failure.
  for (const outbox of ['mail', 'webhook']) failed.inc({ outbox }, 0);

  const onEvent = (message: unknown) => {
    const event = message as OperatorEvent;
    if (event.kind === 'outbox-failed') failed.inc({ outbox: event.outbox });
    else if (event.kind === 's3-error')
      s3Errors.inc({ operation: event.operation, status: event.status });
    else uploadBytes.inc(event.bytes);
  };
  operatorEvents.subscribe(onEvent);
  app.addHook('onClose', async () => void operatorEvents.unsubscribe(onEvent));
  return { scrapeDone: () => (backlogs = undefined) };
}

import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ReviewStatus } from '../../../shared/review.schema';
import type {
  CreateWebhookRequestSchema,
  ReviewChange,
  WebhookCandidate,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
} from '../../../shared/webhooks.schema';
import type { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import type { Database } from '../../db/client';
import { insertWithinCap } from '../../db/within-cap';
import { AppError } from '../../plugins/errors';
import { OutboxRelay } from '../outbox/outbox-relay';
import { webhookDeliveries } from '../../db/schema';
import { namesPrivateHost } from './webhook-address';
import { webhookAttempt, type WebhookDeliverySettings } from './webhook-delivery';
import { emitWebhook, toWebhookCandidate } from './webhook-events';
import {
  candidateOfRecording,
  countEndpoints,
  findCandidateForEvent,
  insertEndpoint,
  submittedRecordingStatus,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * Adds an endpoint; one on a private host by its very address is refused unless allowed, and one
 * past the workspace's LIMITS.webhooks too.
 */
export async function createEndpoint(
  db: Database,
  input: z.output<typeof CreateWebhookRequestSchema>,
  memberId: string | null,
  allowPrivate: boolean,
): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  if (!allowPrivate && namesPrivateHost(input.url)) throw new AppError('webhook-url-private');
  const secret = newWebhookSecret();
  const endpoint = await insertWithinCap(db, 'webhooks', LIMITS.webhooks, countEndpoints, (tx) =>
    insertEndpoint(tx, {
      url: input.url,
      description: input.description ?? '',
      events: [...new Set(input.events)],
      secret,
      createdBy: memberId,
    }),
  );
  if (!endpoint) throw new AppError('webhook-limit');
  return { endpoint, secret };
}

export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWebhookDelivery(
  row: WebhookDeliveryRow & { log: WebhookAttemptRow[] },
): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status as WebhookDelivery['status'],
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    attempts: row.log.map((attempt) => ({
      attemptedAt: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
    })),
  };
}

/** A saved change to a candidate's review: what changed, and the status before (when it did). */
export interface ReviewChangeEvent {
  changed: ReviewChange[];
  previousStatus?: ReviewStatus;
}

export interface WebhooksOptions {
  db: Database;
  /** Where links to the workspace point: PUBLIC_URL, else the app's fixed origin. */
  origin: string;
  delivery: WebhookDeliverySettings;
  log: FastifyBaseLogger;
  /**
   * Whether this server processes videos (it has ffmpeg). Without, a submitted video stays as
   * uploaded for good, so the candidate's completion need not wait for its processing.
   */
  processesVideos?: () => Promise<boolean>;
  /** How often an idle relay looks for retries that came due. */
  pollMs?: number;
}

/**
 * What the app tells receivers (`app.webhooks`): each event is queued as deliveries in the
 * database, then the relay sends them. A failure to queue is logged and never fails the request
 * that caused the event: the candidate's registration or the reviewer's change stands.
 */
export class Webhooks {
  readonly relay: OutboxRelay;
  readonly allowPrivate: boolean;

  constructor(private readonly options: WebhooksOptions) {
    this.allowPrivate = options.delivery.allowPrivate;
    this.relay = new OutboxRelay({
      db: options.db,
      table: webhookDeliveries,
      waiting: 'pending',
      attempt: webhookAttempt(options.db, options.delivery, options.log),
      log: options.log,
      pollMs: options.pollMs,
    });
  }

  /** Queues `type` with `data` for its subscribers and sends it now. */
  async emit(type: WebhookEvent, data: WebhookCandidate | null, once?: string): Promise<void> {
    if (!data) return;
    try {
      if (await emitWebhook(this.options.db, type, data, { onceKey: once })) this.relay.wake();
    } catch (error) {
      this.options.log.error({ err: error, type }, 'a webhook event could not be queued');
    }
  }

  /** What the candidate events say of this candidate now (read before deleting them). */
  async candidate(candidateId: string): Promise<WebhookCandidate | null> {
    return (await this.candidateRow(candidateId))?.data ?? null;
  }

  private async candidateRow(candidateId: string) {
    try {
      const row = await findCandidateForEvent(this.options.db, candidateId);
      return row && { row, data: toWebhookCandidate(row, this.options.origin) };
    } catch (error) {
      this.options.log.error({ err: error, candidateId }, 'a webhook event could not be read');
      return null;
    }
  }

  /**
   * Queues a candidate event in the transaction of the change it tells of, so both are saved or
   * neither; the caller wakes the relay once that transaction committed. Answers how many
   * deliveries were queued.
   */
  async queueCandidateEvent(
    tx: Database,
    type: 'candidate.registered',
    candidateId: string,
  ): Promise<number> {
    const row = await findCandidateForEvent(tx, candidateId);
    if (!row) return 0;
    return emitWebhook(tx, type, toWebhookCandidate(row, this.options.origin));
  }

  /**
   * Queues `review.updated` in the transaction of the change it tells of, so both are saved or
   * neither; the caller wakes the relay once that transaction committed. Answers how many
   * deliveries were queued.
   */
  async queueReviewUpdated(
    tx: Database,
    candidateId: string,
    change: ReviewChangeEvent,
  ): Promise<number> {
    const row = await findCandidateForEvent(tx, candidateId);
    if (!row) return 0;
    const data = toWebhookCandidate(row, this.options.origin);
    const previousStatus = change.previousStatus ?? data.status;
    return emitWebhook(tx, 'review.updated', { ...data, previousStatus, changed: change.changed });
  }

  /**
   * `candidate.completed` once the candidate has finished and, for a role with video, their
   * submitted video is processed (or failed for good, or will never be: no ffmpeg): called at
   * completion and when processing ends, whichever is last sends it, and only once.
   */
  async candidateCompletedIfSettled(candidateId: string): Promise<void> {
    const found = await this.candidateRow(candidateId);
    if (!found?.data.completedAt) return;
    if (found.row.videoCompletedAt) {
      const status = await submittedRecordingStatus(this.options.db, candidateId);
      if (!(await this.videoSettled(status))) return;
    }
    await this.emit('candidate.completed', found.data, `completed:${candidateId}`);
  }

  private async videoSettled(status: string | null): Promise<boolean> {
    if (status === 'processed' || status === 'failed') return true;
    if (status !== 'uploaded' || !this.options.processesVideos) return false;
    return !(await this.options.processesVideos());
  }

  /** Processing of a recording ended (processed, refused or failed for good). */
  async recordingSettled(recordingId: string): Promise<void> {
    const candidateId = await candidateOfRecording(this.options.db, recordingId);
    if (candidateId) await this.candidateCompletedIfSettled(candidateId);
  }

  /** Queues a `webhook.test` event to this endpoint alone. */
  async sendTest(endpointId: string): Promise<void> {
    await emitWebhook(
      this.options.db,
      'webhook.test',
      {
        endpointId,
        message: 'A test event from the workspace settings.',
      },
      { endpointId },
    );
    this.relay.wake();
  }

  start(): void {
    this.relay.start();
  }

  stop(): Promise<void> {
    return this.relay.stop();
  }
}

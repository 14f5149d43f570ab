import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ReviewStatus } from '../../../shared/review.schema';
import type {
  CreateWebhookRequestSchema,
  ReviewChange,
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
  listUnannouncedCompletions,
  markCompletionAnnounced,
  submittedRecordingStatuses,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository';

/** How often completions that were never announced are looked for. */
const COMPLETION_CATCH_UP_MS = 60_000;
/** How far back: a video whose processing never settles does not keep it busy for good. */
const COMPLETION_CATCH_UP_DAYS = 7;

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
 * database, in the transaction of the change it tells of, then the relay sends them
 * (`docs/webhooks.md`). `candidate.completed` alone is queued after its change, and caught up.
 */
export class Webhooks {
  readonly relay: OutboxRelay;
  readonly allowPrivate: boolean;
  /** Whether this server has ffmpeg, asked once. */
  private processesVideos: Promise<boolean> | undefined;
  private catchUpTimer: NodeJS.Timeout | undefined;

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

  /**
   * Queues a candidate event in the transaction of the change it tells of, so both are saved or
   * neither; the caller wakes the relay once that transaction committed. Answers how many
   * deliveries were queued.
   */
  async queueCandidateEvent(
    tx: Database,
    type: 'candidate.registered' | 'candidate.deleted',
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
   * Queues `candidate.completed` in `tx` once the candidate has finished and, for a role with
   * video, their submitted video is processed (or failed for good, or never will be: no ffmpeg),
   * and marks them announced in the same transaction. Called at completion, when processing ends
   * and by the catch-up: whichever comes when it is settled sends it, once (its once-key).
   * Answers how many deliveries were queued.
   */
  async queueCompletedIfSettled(tx: Database, candidateId: string): Promise<number> {
    const row = await findCandidateForEvent(tx, candidateId);
    if (!row?.completedAt) return 0;
    // Every submitted recording (the introduction and each video or audio answer) is processed,
    // or failed for good, before the event: a receiver fetches what it names at once.
    for (const status of await submittedRecordingStatuses(tx, candidateId)) {
      if (!(await this.videoSettled(status))) return 0;
    }
    const data = toWebhookCandidate(row, this.options.origin);
    const queued = await emitWebhook(tx, 'candidate.completed', data, {
      onceKey: `completed:${candidateId}`,
    });
    await markCompletionAnnounced(tx, candidateId, new Date());
    return queued;
  }

  /**
   * `queueCompletedIfSettled` in a transaction of its own, for a change already committed (a
   * submission, the end of processing): a failure is logged, and the catch-up tries again.
   */
  async candidateCompletedIfSettled(candidateId: string): Promise<void> {
    try {
      const queued = await this.options.db.transaction((tx) =>
        this.queueCompletedIfSettled(tx, candidateId),
      );
      if (queued > 0) this.relay.wake();
    } catch (error) {
      const type = 'candidate.completed';
      this.options.log.error(
        { err: error, type, candidateId },
        'a webhook event could not be queued',
      );
    }
  }

  /**
   * Queues `candidate.completed` for every settled completion that has none: the completion (or
   * the end of its video's processing) and the event are two steps on several paths, and a
   * process stopped between them would otherwise lose it. Looks a week back, newest first.
   */
  async catchUpCompletions(now = new Date()): Promise<void> {
    const since = new Date(now.getTime() - COMPLETION_CATCH_UP_DAYS * 24 * 60 * 60 * 1000);
    for (const candidateId of await listUnannouncedCompletions(this.options.db, since, 100)) {
      await this.candidateCompletedIfSettled(candidateId);
    }
  }

  private async videoSettled(status: string | null): Promise<boolean> {
    if (status === 'processed' || status === 'failed') return true;
    if (status !== 'uploaded' || !this.options.processesVideos) return false;
    this.processesVideos ??= this.options.processesVideos();
    return !(await this.processesVideos);
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
    const catchUp = () => void this.catchUpCompletions().catch(this.logCatchUpFailure);
    catchUp();
    this.catchUpTimer = setInterval(catchUp, COMPLETION_CATCH_UP_MS).unref();
  }

  private readonly logCatchUpFailure = (error: unknown) =>
    this.options.log.warn(
      { err: error },
      'the completions catch-up failed; the next one tries again',
    );

  stop(): Promise<void> {
    clearInterval(this.catchUpTimer);
    this.catchUpTimer = undefined;
    return this.relay.stop();
  }
}

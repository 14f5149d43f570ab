import { createHash, randomBytes } from 'node:crypto';
import type { WebhookCandidate, WebhookPayloadType } from '../../../shared/webhooks.schema';
import type { Database } from '../../db/client';
import {
  type findCandidateForEvent,
  insertDeliveries,
  subscribedEndpoints,
} from './webhooks.repository';

export type { WebhookEvent } from '../../../shared/webhooks.schema';

/** A Standard Webhooks message id (`webhook-id`): the receiver's key to drop a repeat. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** The same id for the same key: an event that must be sent once however often it is noticed. */
function messageIdOnce(key: string): string {
  return `msg_${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
}

export /** The events whose `data` is a candidate (`data.id` their id). */
const CANDIDATE_EVENTS = new Set<WebhookPayloadType>([
  'candidate.registered',
  'candidate.completed',
  'review.updated',
  'candidate.deleted',
]);

interface EmitOptions {
  /** Only this endpoint, whatever it subscribed to (the test event). */
  endpointId?: string;
  /** Sent once per endpoint: a second emit with the same key queues nothing. */
  onceKey?: string;
  now?: Date;
}

/**
 * Queues `type` for every live endpoint subscribed to it: one delivery each, whose body is
 * `{type, timestamp, data}` exactly as it will be signed (`docs/webhooks.md`). Answers how many
 * were queued; the caller wakes the relay.
 */
export async function emitWebhook(
  db: Database,
  type: WebhookPayloadType,
  data: object,
  options: EmitOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const endpoints = options.endpointId
    ? [{ id: options.endpointId }]
    : await subscribedEndpoints(db, type);
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
  // Every event but the test one tells of a candidate: a deletion finds theirs by this column.
  const { id } = data as { id?: unknown };
  const candidateId = CANDIDATE_EVENTS.has(type) && typeof id === 'string' ? id : null;
  return insertDeliveries(
    db,
    endpoints.map((endpoint) => ({
      id: options.onceKey ? messageIdOnce(`${options.onceKey}:${endpoint.id}`) : newMessageId(),
      endpointId: endpoint.id,
      event: type,
      payload,
      candidateId,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

type CandidateEventRow = NonNullable<Awaited<ReturnType<typeof findCandidateForEvent>>>;

/** The candidate as every candidate event tells of them, with their page in the workspace. */
export function toWebhookCandidate(row: CandidateEventRow, origin: string): WebhookCandidate {
  const completedAt = row.completedAt ?? row.videoCompletedAt;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: { id: row.roleId, title: row.title, company: row.company },
    inviteCode: row.inviteCode,
    status: row.status ?? 'new',
    completedAt: completedAt?.toISOString() ?? null,
    url: `${origin}/admin/candidates/${encodeURIComponent(row.id)}`,
  };
}

import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidates, invites } from './core-schema';
import { members } from './team-schema';

/**
 * What the product sends out: mail (invites, reminders, receipts, the team's notices) and
 * webhooks to an applicant tracking system. Both go through a table first, so a send survives a
 * restart, is retried with back-off and is never made twice; `docs/mail.md` and `docs/webhooks.md` tell how.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const nextAttemptAt = () =>
  timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow();
/** While an instance is sending a row, others leave it alone until then (a crash frees it). */
const lockedUntil = () => timestamp('locked_until', { withTimezone: true });

/** One mail to one address, rendered when it was queued; its row is its delivery state. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'invite', 'reminder', 'received' (to the candidate), 'completed' (to a member), 'member-invite'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** Queuing the same mail twice is a no-op: e.g. `reminder:<code>`, `completed:<candidate>:<member>`. */
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull(),
    inviteCode: varchar('invite_code', { length: 22 }).references(() => invites.code, {
      onDelete: 'cascade',
    }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** 'queued', 'sending', 'sent', 'failed' (for good, after the last attempt). */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: nextAttemptAt(),
    lockedUntil: lockedUntil(),
    /** The SMTP server's answer or the connection error of the last failed attempt. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('mail_outbox_dedupe_idx').on(table.dedupeKey),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_invite_idx').on(table.inviteCode),
    index('mail_outbox_candidate_idx').on(table.candidateId),
  ],
);

/** Where the workspace tells an applicant tracking system what happened. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: varchar('description', { length: 120 }).notNull().default(''),
  /** The event types it receives, e.g. ['candidate.completed']. */
  events: jsonb('events').$type<string[]>().notNull(),
  /** The Standard Webhooks signing secret, `whsec_` + base64; shown to the team once. */
  secret: varchar('secret', { length: 100 }).notNull(),
  createdBy: uuid('created_by').references(() => members.id),
  createdAt: createdAt(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** One event for one endpoint; retried with back-off for a day. Its id is the `webhook-id`. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 40 }).notNull(),
    /** The JSON body sent, exactly as signed. */
    payload: text('payload').notNull(),
    /** The candidate a candidate event tells of (no foreign key: the event outlives them). */
    candidateId: uuid('candidate_id'),
    /** 'pending', 'sending', 'delivered', 'failed' (for good, after the last attempt). */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: nextAttemptAt(),
    lockedUntil: lockedUntil(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_candidate_idx').on(table.candidateId),
  ],
);

/** Each attempt of a delivery: the receiver's response code, or why there was none. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: varchar('delivery_id', { length: 40 })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId)],
);

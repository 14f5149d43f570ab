import { z } from 'zod';
import { LIMIT_NOTES } from './limits';
import { BODY_OBJECT, ReviewStatusSchema } from './review.schema';
import { withoutNul } from './safe-input';
import { WEBHOOK_TEXTS } from './webhook-texts';

/** The events an endpoint may subscribe to (`docs/webhooks.md`). */
export const WEBHOOK_EVENTS = [
  'candidate.registered',
  'candidate.completed',
  'review.updated',
  'candidate.deleted',
] as const;
export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_TEXTS.eventUnknown });
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/** An http(s) address a receiver listens on; whether its host is public is the server's check. */
export const WebhookUrlSchema = withoutNul(
  z
    .string({ error: WEBHOOK_TEXTS.urlInvalid })
    .trim()
    .max(2000, WEBHOOK_TEXTS.urlTooLong)
    .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_TEXTS.urlInvalid })),
);

export const CreateWebhookRequestSchema = z
  .object(
    {
      url: WebhookUrlSchema,
      description: withoutNul(
        z
          .string({ error: WEBHOOK_TEXTS.descriptionTooLong })
          .trim()
          .max(120, WEBHOOK_TEXTS.descriptionTooLong),
      ).optional(),
      events: z
        .array(WebhookEventSchema, { error: WEBHOOK_TEXTS.eventsNone })
        .min(1, WEBHOOK_TEXTS.eventsNone)
        .max(WEBHOOK_EVENTS.length, WEBHOOK_TEXTS.eventUnknown),
    },
    BODY_OBJECT,
  )
  .describe(LIMIT_NOTES.webhooks);
export type CreateWebhookRequest = z.input<typeof CreateWebhookRequestSchema>;

/** An endpoint as the list shows it: never its secret. */
export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventSchema),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookIdParamsSchema = z.object({ id: z.uuid({ error: WEBHOOK_TEXTS.missing }) });

export const WebhookListResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.array(WebhookEndpointSchema),
});

export const WebhookCreatedResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  /** `secret` is shown this once: only the server keeps it. */
  data: z.object({ endpoint: WebhookEndpointSchema, secret: z.string() }),
});

export const WebhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const WebhookAttemptSchema = z.object({
  attemptedAt: z.string(),
  /** The receiver's HTTP status, or null when there was no answer (see `error`). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const WebhookDeliveryStatusSchema = z.enum(['pending', 'sending', 'delivered', 'failed']);

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  status: WebhookDeliveryStatusSchema,
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** When the next attempt is due, while the delivery is pending. */
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

export const WebhookDeliveriesResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.object({
    items: z.array(WebhookDeliverySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});

/** What every candidate event's `data` holds. */
export const WebhookCandidateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.object({ id: z.string(), title: z.string(), company: z.string() }),
  inviteCode: z.string(),
  /** The review status the team set. */
  status: ReviewStatusSchema,
  /** When the candidate finished, or null. */
  completedAt: z.string().nullable(),
  /** The candidate's page in the workspace (for the team; it asks to sign in). */
  url: z.url(),
});
export type WebhookCandidate = z.infer<typeof WebhookCandidateSchema>;

/** What a `review.updated` event says changed: the status, the notes, a member's score. */
export const ReviewChangeSchema = z.enum(['status', 'notes', 'score']);
export type ReviewChange = z.infer<typeof ReviewChangeSchema>;

const eventBody = <Type extends string, Data extends z.ZodType>(type: Type, data: Data) =>
  z.object({
    type: z.literal(type),
    /** When the event happened (ISO 8601). */
    timestamp: z.string(),
    data,
  });

/** Each event's JSON body, as the receiver gets it (also in the OpenAPI document's `webhooks`). */
export const WEBHOOK_PAYLOAD_SCHEMAS = {
  'candidate.registered': eventBody('candidate.registered', WebhookCandidateSchema),
  'candidate.completed': eventBody('candidate.completed', WebhookCandidateSchema),
  'review.updated': eventBody(
    'review.updated',
    WebhookCandidateSchema.extend({
      previousStatus: ReviewStatusSchema,
      changed: z.array(ReviewChangeSchema),
    }),
  ),
  'candidate.deleted': eventBody('candidate.deleted', WebhookCandidateSchema),
  'webhook.test': eventBody(
    'webhook.test',
    z.object({ endpointId: z.uuid(), message: z.string() }),
  ),
} as const;
export type WebhookPayloadType = keyof typeof WEBHOOK_PAYLOAD_SCHEMAS;

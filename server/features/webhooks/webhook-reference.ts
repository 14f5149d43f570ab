import { z } from 'zod';
import { WEBHOOK_EVENT_LABELS } from '../../../shared/webhook-texts';
import { WEBHOOK_PAYLOAD_SCHEMAS } from '../../../shared/webhooks.schema';

const SIGNED =
  'Signed in the Standard Webhooks format: headers `webhook-id` (the same on every retry), ' +
  '`webhook-timestamp` and `webhook-signature` (HMAC-SHA256 of `id.timestamp.body` with the ' +
  "endpoint's secret). Any 2xx answer within 10 seconds counts as delivered; anything else is " +
  'retried with back-off for about a day (`docs/webhooks.md`).';

const DESCRIPTIONS: Record<keyof typeof WEBHOOK_PAYLOAD_SCHEMAS, string> = {
  ...WEBHOOK_EVENT_LABELS,
  'webhook.test': 'Sent by "Send test event" in the settings, to that endpoint alone',
};

/**
 * The OpenAPI 3.1 `webhooks` object: each event's JSON body, from the same zod schemas the
 * server builds them by, so the reference cannot drift from what is sent.
 */
export function webhookReference() {
  return Object.fromEntries(
    Object.entries(WEBHOOK_PAYLOAD_SCHEMAS).map(([type, schema]) => {
      // The document names its dialect once; each schema in it does not.
      const body: Record<string, unknown> = { ...z.toJSONSchema(schema, { io: 'output' }) };
      delete body.$schema;
      return [
        type,
        {
          post: {
            summary: type,
            description: `${DESCRIPTIONS[type as keyof typeof DESCRIPTIONS]}. ${SIGNED}`,
            tags: ['Webhooks'],
            requestBody: {
              required: true,
              content: { 'application/json': { schema: body as { type: 'object' } } },
            },
            responses: { '2XX': { description: 'Received: no more attempts are made.' } },
          },
        },
      ];
    }),
  );
}

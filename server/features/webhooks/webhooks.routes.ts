import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import { WEBHOOK_TEXTS } from '../../../shared/webhook-texts';
import {
  CreateWebhookRequestSchema,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WebhookCreatedResponseSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveriesResponseSchema,
  WebhookIdParamsSchema,
  WebhookListResponseSchema,
} from '../../../shared/webhooks.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../team/audit';
import { currentMember } from '../team/current-member';
import { deleteEndpoint, findEndpoint, listDeliveries, listEndpoints } from './webhooks.repository';
import { createEndpoint, toWebhookDelivery, toWebhookEndpoint } from './webhooks.service';

/**
 * The workspace's webhook endpoints under `/api/admin/webhooks` (`docs/webhooks.md`): owners and
 * admins add them (the secret is answered once), delete them, send a test event and read the
 * delivery log.
 */
export async function webhooksRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const config = { access: 'manage' as const };

  const requireEndpoint = async (id: string) => {
    const endpoint = await findEndpoint(db, id);
    if (!endpoint) throw new AppError('webhook-missing');
    return endpoint;
  };

  app.get(
    '/api/admin/webhooks',
    { config, schema: { response: { 200: WebhookListResponseSchema, ...API_FAILURES } } },
    async () => ({
      result: true as const,
      status: 'OK',
      data: (await listEndpoints(db)).map(toWebhookEndpoint),
    }),
  );

  app.post(
    '/api/admin/webhooks',
    {
      config,
      schema: {
        body: CreateWebhookRequestSchema,
        response: { 200: WebhookCreatedResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { endpoint, secret } = await createEndpoint(
        db,
        request.body,
        member.id,
        app.webhooks.allowPrivate,
      );
      await recordAudit(db, member, 'webhook.create', endpoint.url);
      return {
        result: true as const,
        status: WEBHOOK_TEXTS.created,
        data: { endpoint: toWebhookEndpoint(endpoint), secret },
      };
    },
  );

  app.delete(
    '/api/admin/webhooks/:id',
    {
      config,
      schema: {
        params: WebhookIdParamsSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const url = await deleteEndpoint(db, request.params.id);
      if (url === null) throw new AppError('webhook-missing');
      await recordAudit(db, currentMember(request), 'webhook.delete', url);
      return { result: true as const, status: WEBHOOK_TEXTS.deleted };
    },
  );

  app.post(
    '/api/admin/webhooks/:id/test',
    {
      config,
      schema: {
        params: WebhookIdParamsSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const endpoint = await requireEndpoint(request.params.id);
      await app.webhooks.sendTest(endpoint.id);
      return { result: true as const, status: WEBHOOK_TEXTS.testQueued };
    },
  );

  app.get(
    '/api/admin/webhooks/:id/deliveries',
    {
      config,
      schema: {
        params: WebhookIdParamsSchema,
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: WebhookDeliveriesResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const endpoint = await requireEndpoint(request.params.id);
      const { page } = request.query;
      const { rows, total } = await listDeliveries(
        db,
        endpoint.id,
        page,
        WEBHOOK_DELIVERIES_PAGE_SIZE,
      );
      return {
        result: true as const,
        status: 'OK',
        data: {
          items: rows.map(toWebhookDelivery),
          page,
          pageSize: WEBHOOK_DELIVERIES_PAGE_SIZE,
          total,
        },
      };
    },
  );
}

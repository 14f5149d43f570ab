import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiFailureSchema } from '../../../shared/api.schema';
import { INVITING_TEXTS } from '../../../shared/inviting-texts';
import {
  BulkInvitePreviewRequestSchema,
  BulkInvitePreviewResponseSchema,
  BulkInviteRequestSchema,
  BulkInviteResponseSchema,
} from '../../../shared/inviting.schema';
import { InviteCodeParamsSchema, InviteResponseSchema } from '../../../shared/review.schema';
import type { Database } from '../../db/client';
import { currentMember } from '../team/current-member';
import {
  createBulkInvites,
  previewBulkInvites,
  resendInvite,
  type InviteMailer,
} from './inviting.service';
import { siteOrigin, type LinkOptions } from './site-origin';

export interface InvitingRoutesOptions {
  db: Database;
  links: LinkOptions;
  mail: InviteMailer;
}

/** Inviting many people at once, and sending an invite's mail again (`/api/admin/invites/...`). */
export async function invitingRoutes(
  parent: FastifyInstance,
  options: InvitingRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, links, mail } = options;
  const failures = {
    400: ApiFailureSchema,
    401: ApiFailureSchema,
    403: ApiFailureSchema,
    404: ApiFailureSchema,
    409: ApiFailureSchema,
    415: ApiFailureSchema,
    429: ApiFailureSchema,
  };

  app.post(
    '/api/admin/invites/bulk/preview',
    {
      schema: {
        body: BulkInvitePreviewRequestSchema,
        response: { 200: BulkInvitePreviewResponseSchema, ...failures },
      },
    },
    async (request) => ({
      result: true as const,
      data: { lines: await previewBulkInvites(db, request.body) },
    }),
  );

  app.post(
    '/api/admin/invites/bulk',
    {
      schema: {
        body: BulkInviteRequestSchema,
        response: { 200: BulkInviteResponseSchema, ...failures },
      },
    },
    async (request) => {
      const origin = siteOrigin(request, links);
      const member = currentMember(request);
      const data = await createBulkInvites(db, mail, request.body, member, origin);
      request.log.info({ count: data.invites.length, queued: data.queued }, 'invites created');
      const status = INVITING_TEXTS.bulk.summary(data.invites.length, data.queued, 0);
      return { result: true as const, status, data };
    },
  );

  app.post(
    '/api/admin/invites/:code/send',
    {
      schema: {
        params: InviteCodeParamsSchema,
        response: { 200: InviteResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { code } = request.params;
      const invite = await resendInvite(db, mail, code, siteOrigin(request, links));
      request.log.info({ code }, 'invite mail queued again');
      const status = INVITING_TEXTS.resent(invite.email ?? '');
      return { result: true as const, status, data: invite };
    },
  );
}

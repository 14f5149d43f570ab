import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, INVITE_FAILURES } from '../../../shared/api.schema';
import {
  CreateInviteRequestSchema,
  CreateInviteResponseSchema,
  InvitePublicViewSchema,
  PublicInviteParamsSchema,
} from '../../../shared/invites.schema';
import type { Database } from '../../db/client';
import { createInvite, getPublicInvite } from './invites.service';
import { inviteUrl, siteOrigin, type LinkOptions } from './site-origin';

export interface InvitesRoutesOptions {
  db: Database;
  links: LinkOptions;
}

export async function invitesRoutes(
  parent: FastifyInstance,
  options: InvitesRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.post(
    '/api/invite-codes/add',
    {
      // Before the input is looked at: without the passkey, the answer is 401 whatever was sent.
      preValidation: app.requireAdmin,
      schema: {
        body: CreateInviteRequestSchema,
        response: { 200: CreateInviteResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const invite = await createInvite(db, request.body);
      request.log.info({ roleId: invite.roleId }, 'invite created');
      return {
        result: true as const,
        data: {
          inviteCode: invite.code,
          inviteUrl: inviteUrl(siteOrigin(request, options.links), invite.code),
          expiresAt: invite.expiresAt.toISOString(),
          role: { id: invite.roleId, title: invite.roleTitle, version: invite.roleVersion },
          extraTime: invite.extraTime,
        },
        status: 'Invite created.',
      };
    },
  );

  app.get(
    '/api/invites/:code',
    {
      schema: {
        params: PublicInviteParamsSchema,
        response: { 200: InvitePublicViewSchema, ...INVITE_FAILURES },
      },
    },
    async (request) => ({
      result: true as const,
      data: await getPublicInvite(db, request.params.code),
    }),
  );
}

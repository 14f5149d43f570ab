import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema, INVITE_FAILURES } from '../../../shared/api.schema';
import {
  CreateInviteRequestSchema,
  CreateInviteResponseSchema,
  InvitePublicViewSchema,
  PublicInviteParamsSchema,
} from '../../../shared/invites.schema';
import type { Database } from '../../db/client';
import { INVITING_TEXTS } from '../../../shared/inviting-texts';
import { currentMember } from '../team/current-member';
import { getPublicInvite } from './invites.service';
import { createInviteFor, type InviteMailer } from './inviting.service';
import { inviteUrl, siteOrigin, type LinkOptions } from './site-origin';

export interface InvitesRoutesOptions {
  db: Database;
  links: LinkOptions;
  mail: InviteMailer;
}

/** `POST /api/invite-codes/add`: in the hiring team's scope. */
export async function inviteCreateRoutes(
  parent: FastifyInstance,
  options: InvitesRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.post(
    '/api/invite-codes/add',
    {
      schema: {
        body: CreateInviteRequestSchema,
        response: { 200: CreateInviteResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request) => {
      const origin = siteOrigin(request, options.links);
      const member = currentMember(request);
      const { invite, sent } = await createInviteFor(
        db,
        options.mail,
        request.body,
        member,
        origin,
      );
      request.log.info({ roleId: invite.roleId, sent }, 'invite created');
      return {
        result: true as const,
        data: {
          inviteCode: invite.code,
          inviteUrl: inviteUrl(origin, invite.code),
          expiresAt: invite.expiresAt.toISOString(),
          role: { id: invite.roleId, title: invite.roleTitle, version: invite.roleVersion },
          extraTime: invite.extraTime,
          email: invite.email,
          sent,
        },
        status: sent ? INVITING_TEXTS.createdAndQueued(invite.email ?? '') : INVITING_TEXTS.created,
      };
    },
  );
}

/** `GET /api/invites/:code`: public, what an invite link shows before anyone registers. */
export async function invitesRoutes(
  parent: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

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
      data: await getPublicInvite(db, request.params.code, app.mail.enabled),
    }),
  );
}

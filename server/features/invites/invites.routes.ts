import type { FastifyInstance } from 'fastify';
import { CreateInviteRequestSchema } from '../../../shared/invites.schema';
import type { Database } from '../../db/client';
import { parseInput } from '../../plugins/errors';
import { createInvite, getPublicInvite } from './invites.service';
import { inviteUrl, siteOrigin, type LinkOptions } from './site-origin';

export interface InvitesRoutesOptions {
  db: Database;
  links: LinkOptions;
}

export async function invitesRoutes(
  app: FastifyInstance,
  options: InvitesRoutesOptions,
): Promise<void> {
  const { db } = options;

  app.post('/api/invite-codes/add', { preHandler: app.requireAdmin }, async (request, reply) => {
    const input = parseInput(CreateInviteRequestSchema, request.body);
    const invite = await createInvite(db, input);
    request.log.info({ roleId: invite.roleId }, 'invite created');
    return reply.send({
      result: true,
      data: {
        inviteCode: invite.code,
        inviteUrl: inviteUrl(siteOrigin(request, options.links), invite.code),
        expiresAt: invite.expiresAt.toISOString(),
      },
      status: 'Invite created.',
    });
  });

  app.get<{ Params: { code: string } }>('/api/invites/:code', async (request) => ({
    result: true,
    data: await getPublicInvite(db, request.params.code),
  }));
}

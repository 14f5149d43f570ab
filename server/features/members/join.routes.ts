import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_TEXTS } from '../../../shared/accounts-texts';
import { ApiFailureSchema, INVITE_FAILURES } from '../../../shared/api.schema';
import {
  JoinInfoResponseSchema,
  JoinRequestSchema,
  JoinTokenParamsSchema,
} from '../../../shared/members.schema';
import { AdminSessionResponseSchema } from '../../../shared/review.schema';
import type { Database } from '../../db/client';
import { sessionData } from '../admin-auth/sign-in-member';
import { startAdminSession } from '../admin-auth/admin-sessions.service';
import { refuseUnexpectedBody } from '../admin-auth/request-guards';
import { recordAudit } from '../team/audit';
import type { PasswordHasher } from '../accounts/password';
import { describeInvite, joinTeam } from './member-invites.service';

/**
 * A member invite's link, for someone without an account yet: what it is for, and joining with
 * it, which signs the new member in as `POST /api/admin/session` does.
 */
export async function joinRoutes(
  parent: FastifyInstance,
  options: { db: Database; passwords: PasswordHasher },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, passwords } = options;
  // A JSON body or none: a plain form on another site cannot join someone in.
  app.addHook('onRequest', async (request) => refuseUnexpectedBody(request));

  app.get(
    '/api/team/join/:token',
    {
      schema: {
        params: JoinTokenParamsSchema,
        response: { 200: JoinInfoResponseSchema, ...INVITE_FAILURES, 415: ApiFailureSchema },
      },
    },
    async (request) => ({
      result: true as const,
      status: 'OK',
      data: await describeInvite(db, request.params.token),
    }),
  );

  app.post(
    '/api/team/join/:token',
    {
      schema: {
        params: JoinTokenParamsSchema,
        body: JoinRequestSchema,
        response: { 200: AdminSessionResponseSchema, ...INVITE_FAILURES, 415: ApiFailureSchema },
      },
    },
    async (request, reply) => {
      const member = await joinTeam(db, request.params.token, request.body, passwords);
      const { token, session } = await startAdminSession(db, member);
      app.adminCookie.set(reply, token);
      await recordAudit(db, session.member, 'member.join', member.name, { role: member.role });
      return {
        result: true as const,
        status: ACCOUNT_TEXTS.joined(member.role),
        data: sessionData(session),
      };
    },
  );
}

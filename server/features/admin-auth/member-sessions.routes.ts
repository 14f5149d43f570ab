import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, StatusResponseSchema } from '../../../shared/api.schema';
import {
  MemberSessionListResponseSchema,
  MemberSessionParamsSchema,
} from '../../../shared/member-sessions.schema';
import { MemberIdParamsSchema } from '../../../shared/members.schema';
import { TEAM_TEXTS } from '../../../shared/team-texts';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { activeMember } from '../team/members.service';
import { endMemberSession, memberSessions } from './member-sessions.service';

/**
 * The owner sees each member's signed-in sessions and ends any of them (a lost laptop, a browser
 * left signed in): `/api/admin/members/:id/sessions`. Ending one is a change of a way in: from a
 * signed-in session only.
 */
export async function memberSessionsRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const knownMember = async (id: string) => {
    if (!(await activeMember(db, id))) throw new AppError('member-missing');
  };

  app.get(
    '/api/admin/members/:id/sessions',
    {
      config: { access: 'team' },
      schema: {
        params: MemberIdParamsSchema,
        response: { 200: MemberSessionListResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      await knownMember(request.params.id);
      const cookie = app.adminCookie.read(request);
      const data = await memberSessions(db, request.params.id, cookie);
      return { result: true as const, status: 'OK', data };
    },
  );

  app.delete(
    '/api/admin/members/:id/sessions/:sessionId',
    {
      config: { access: 'team', sessionOnly: true },
      schema: {
        params: MemberSessionParamsSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      await knownMember(id);
      if (!(await endMemberSession(db, id, sessionId))) throw new AppError('session-missing');
      return { result: true as const, status: TEAM_TEXTS.sessionEnded };
    },
  );
}

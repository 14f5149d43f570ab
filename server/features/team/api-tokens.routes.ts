import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiTokenCreatedResponseSchema,
  ApiTokenIdParamsSchema,
  ApiTokenListResponseSchema,
  CreateApiTokenRequestSchema,
} from '../../../shared/api-tokens.schema';
import { API_FAILURES, ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import { CursorPageQuerySchema } from '../../../shared/paging.schema';
import { TEAM_TEXTS } from '../../../shared/team-texts';
import type { Database } from '../../db/client';
import { createdAnchor, pageOf } from '../../db/keyset-cursor';
import { AppError } from '../../plugins/errors';
import { listMemberApiTokens, revokeMemberApiToken } from './api-tokens.repository';
import { createApiToken, toApiToken } from './api-tokens.service';
import { recordAudit } from './audit';
import { currentMember } from './current-member';

/**
 * A member's own API tokens under `/api/admin/me/tokens`. Every member may have them: a token acts
 * with its member's role, so a viewer's token can only read.
 */
export async function apiTokensRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const config = { access: 'read' as const };
  // Changing a way in: from a signed-in session only.
  const credentials = { ...config, sessionOnly: true };

  app.get(
    '/api/admin/me/tokens',
    {
      config,
      schema: {
        querystring: CursorPageQuerySchema,
        response: { 200: ApiTokenListResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const rows = await listMemberApiTokens(db, currentMember(request).id, {
        after: createdAnchor(cursor),
        limit: limit + 1,
      });
      const page = pageOf(rows, limit, (last) => [last.createdText, last.id]);
      const data = page.items.map(toApiToken);
      return { result: true as const, status: 'OK', data, nextCursor: page.nextCursor };
    },
  );

  app.post(
    '/api/admin/me/tokens',
    {
      config: credentials,
      schema: {
        body: CreateApiTokenRequestSchema,
        response: { 200: ApiTokenCreatedResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { token, row } = await createApiToken(db, member.id, request.body.name);
      await recordAudit(db, member, 'token.create', row.name);
      return {
        result: true as const,
        status: TEAM_TEXTS.tokenCreated,
        data: { token, item: toApiToken(row) },
      };
    },
  );

  app.delete(
    '/api/admin/me/tokens/:id',
    {
      config: credentials,
      schema: {
        params: ApiTokenIdParamsSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const member = currentMember(request);
      if (!(await revokeMemberApiToken(db, member.id, request.params.id, new Date()))) {
        throw new AppError('token-missing');
      }
      await recordAudit(db, member, 'token.revoke', request.params.id);
      return { result: true as const, status: TEAM_TEXTS.tokenRevoked };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema } from '../../../shared/api.schema';
import { CursorPageQuerySchema } from '../../../shared/paging.schema';
import { CandidateIdParamsSchema } from '../../../shared/review.schema';
import { SHARE_TEXTS } from '../../../shared/share-texts';
import {
  CreateShareRequestSchema,
  GuestFeedbackResponseSchema,
  ShareCreatedResponseSchema,
  ShareIdParamsSchema,
  ShareListResponseSchema,
  ShareRevokedResponseSchema,
} from '../../../shared/shares.schema';
import type { Database } from '../../db/client';
import { siteOrigin, type LinkOptions } from '../invites/site-origin';
import { currentMember } from '../team/current-member';
import { createShare, listGuestFeedback, listShares, revokeShare } from './shares.service';
import { shareUrl } from './share-token';

/** Share links as the team makes and ends them (`manage`), and what visitors said (`read`). */
export async function sharesRoutes(
  parent: FastifyInstance,
  options: { db: Database; links: LinkOptions },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, links } = options;
  const config = { access: 'manage' as const };

  app.post(
    '/api/admin/shares',
    {
      config,
      schema: {
        body: CreateShareRequestSchema,
        response: { 200: ShareCreatedResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request) => {
      const { token, share } = await createShare(db, currentMember(request), request.body);
      const link = shareUrl(siteOrigin(request, links), token);
      return { result: true as const, status: SHARE_TEXTS.created, data: { link, share } };
    },
  );

  app.get(
    '/api/admin/shares',
    {
      config,
      schema: {
        querystring: CursorPageQuerySchema,
        response: { 200: ShareListResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => ({ result: true as const, data: await listShares(db, request.query) }),
  );

  app.post(
    '/api/admin/shares/:id/revoke',
    {
      config,
      schema: {
        params: ShareIdParamsSchema,
        response: { 200: ShareRevokedResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => ({
      result: true as const,
      status: SHARE_TEXTS.revoked,
      data: await revokeShare(db, currentMember(request), request.params.id),
    }),
  );

  app.get(
    '/api/admin/candidates/:id/guest-feedback',
    {
      config: { access: 'read' as const },
      schema: {
        params: CandidateIdParamsSchema,
        response: { 200: GuestFeedbackResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => ({
      result: true as const,
      data: { items: await listGuestFeedback(db, request.params.id) },
    }),
  );
}

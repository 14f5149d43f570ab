import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../shared/api.schema';
import { MemberDirectoryResponseSchema } from '../../../shared/scores.schema';
import type { Database } from '../../db/client';
import { selectActiveMembers } from './comments.repository';

/**
 * `GET /api/admin/team/directory`: every active member's id and name, whom a comment may
 * mention. Any member may read it; emails and roles stay on the owner's team page.
 */
export async function memberDirectoryRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/team/directory',
    {
      config: { access: 'read' },
      schema: { response: { 200: MemberDirectoryResponseSchema, ...API_FAILURES } },
    },
    async () => ({ result: true as const, status: 'OK', data: await selectActiveMembers(db) }),
  );
}

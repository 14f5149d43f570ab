import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../shared/api.schema';
import { RoleListSchema } from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { listRoles } from './roles.service';

/** `GET /api/admin/roles`: the role catalogue, for the admin's invite form. */
export async function rolesRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/roles',
    {
      preHandler: app.requireAdmin,
      schema: { response: { 200: RoleListSchema, ...API_FAILURES } },
    },
    async () => listRoles(options.db),
  );
}

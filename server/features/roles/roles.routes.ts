import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { listRoles } from './roles.service';

export async function rolesRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.get('/api/admin/roles', { preHandler: app.requireAdmin }, async () => listRoles(options.db));
}

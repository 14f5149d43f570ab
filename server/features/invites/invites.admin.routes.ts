import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

export interface AdminInvitesRoutesOptions {
  db: Database;
  publicUrl: string | undefined;
}

/** The review workspace's invite endpoints under `/api/admin/invites`. */
export async function adminInvitesRoutes(
  app: FastifyInstance,
  options: AdminInvitesRoutesOptions,
): Promise<void> {
  void app;
  void options;
}

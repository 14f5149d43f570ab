import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../shared/api.schema';
import { AuditListQuerySchema, AuditListResponseSchema } from '../../../shared/audit.schema';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** The audit log, newest first: for the owner only. */
export async function auditRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'team' },
      schema: {
        querystring: AuditListQuerySchema,
        response: { 200: AuditListResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .orderBy(desc(auditEvents.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(auditEvents),
      ]);
      const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return {
        result: true as const,
        data: { items, total: total?.value ?? 0, page, pageSize },
      };
    },
  );
}

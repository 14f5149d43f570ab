import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '../../../shared/api.schema';
import type { DatabaseHandle } from '../../db/client';

/** For load balancers: 200 while the database answers, 503 when it does not. */
export async function healthRoutes(parent: FastifyInstance, options: { database: DatabaseHandle }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } };
  app.get('/api/health', { schema }, async (request, reply) => {
    const ok = await options.database.ping().catch((error: unknown) => {
      request.log.warn({ err: error }, 'health check: database did not answer');
      return false;
    });
    return reply.code(ok ? 200 : 503).send({
      result: ok,
      status: ok ? 'ok' : 'The database is not answering.',
      database: { kind: options.database.kind, state: ok ? 'up' : 'down' },
    });
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '../../../shared/api.schema';
import type { DatabaseHandle } from '../../db/client';
import type { RecordingStore } from '../recordings/recording-store';

/**
 * For load balancers and operators: 200 while the database answers, 503 when it does not. The
 * recording store (its folder there, its bucket answering) is reported beside it but does not make
 * a 503: every instance shares it, so a balancer would take them all out together, while
 * candidates could still register and answer.
 */
export async function healthRoutes(
  parent: FastifyInstance,
  options: { database: DatabaseHandle; files: RecordingStore; storeKind: 'local' | 's3' },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } };
  app.get('/api/health', { schema }, async (request, reply) => {
    const [database, recordings] = await Promise.all([
      options.database.ping().catch((error: unknown) => {
        request.log.warn({ err: error }, 'health check: database did not answer');
        return false;
      }),
      options.files.isReachable(),
    ]);
    return reply.code(database ? 200 : 503).send({
      result: database,
      status: statusText(database, recordings),
      database: { kind: options.database.kind, state: database ? 'up' : 'down' },
      recordings: { kind: options.storeKind, state: recordings ? 'up' : 'down' },
    });
  });
}

function statusText(database: boolean, recordings: boolean): string {
  if (database && recordings) return 'ok';
  if (!database && !recordings) return 'Neither the database nor the recording store is answering.';
  return database
    ? 'The recording store is not answering: recordings can be neither saved nor played.'
    : 'The database is not answering.';
}

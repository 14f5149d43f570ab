import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '../../../shared/api.schema';
import type { DatabaseHandle } from '../../db/client';
import type { RecordingStore } from '../recordings/recording-store';

/**
 * For load balancers and operators: 200 while the database answers and the recording store takes
 * files (the folder is there; the bucket answers), 503 saying which is not.
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
    const ok = database && recordings;
    return reply.code(ok ? 200 : 503).send({
      result: ok,
      status: ok ? 'ok' : statusText(database, recordings),
      database: { kind: options.database.kind, state: database ? 'up' : 'down' },
      recordings: { kind: options.storeKind, state: recordings ? 'up' : 'down' },
    });
  });
}

function statusText(database: boolean, recordings: boolean): string {
  if (!database && !recordings) return 'Neither the database nor the recording store is answering.';
  return database ? 'The recording store is not answering.' : 'The database is not answering.';
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HealthResponseSchema,
  LiveResponseSchema,
  ReadyResponseSchema,
} from '../../../shared/api.schema';
import type { DatabaseHandle } from '../../db/client';
import type { RecordingStore } from '../recordings/stores/recording-store';
import type { Readiness } from './readiness';

/**
 * For probes, balancers and operators (docs/deploying.md, "Health checks"). None is rate-limited
 * (`rate-limits.ts`); password hashes leave two of libuv's threads free (`password.ts`) for the
 * little file work these do (the free space, the store's folder); the bucket's answer is cached.
 */
export async function healthRoutes(
  parent: FastifyInstance,
  options: {
    database: DatabaseHandle;
    files: RecordingStore;
    storeKind: 'local' | 's3';
    readiness: Readiness;
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Liveness: the process answers. It asks nothing else, so that a dependency's outage never
  // restarts instances that restarting cannot mend.
  app.get('/api/health/live', { schema: { response: { 200: LiveResponseSchema } } }, async () => ({
    result: true as const,
    status: 'live' as const,
  }));
  // Readiness: this instance can serve now; 503 names each failing check.
  app.get(
    '/api/health/ready',
    { schema: { response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema } } },
    async (_request, reply) => {
      const answer = await options.readiness.check();
      return reply.code(answer.result ? 200 : 503).send(answer);
    },
  );
  // The first check, kept as it was for the probes already pointed at it: 200 while the database
  // answers, 503 when it does not. The recording store is reported beside it but does not make a
  // 503: every instance shares it, so a balancer would take them all out together, while
  // candidates could still register and answer.
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

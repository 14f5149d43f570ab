import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TEXTS } from '../../../shared/texts';
import { AppError } from '../../plugins/errors';
import { FailedAttempts } from './failed-attempts';
import type { AdminPasskey } from './passkey.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that lets only holders of the admin passkey through. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

const FAILURE_LIMIT = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? '';
}

export const adminAuthPlugin = fp(
  async (app: FastifyInstance, options: { passkey: AdminPasskey }) => {
    const failures = new FailedAttempts(FAILURE_LIMIT, FAILURE_WINDOW_MS);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (failures.isBlocked(request.ip)) {
        throw new AppError(429, 'Too many wrong passkeys. Please wait 15 minutes and try again.');
      }
      const presented = bearerToken(request);
      if (!presented) throw new AppError(401, TEXTS.admin.passkeyMissing);
      if (!options.passkey.verify(presented)) {
        failures.record(request.ip);
        throw new AppError(401, TEXTS.admin.passkeyWrong);
      }
    });
  },
);

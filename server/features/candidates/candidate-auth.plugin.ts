import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { hashCandidateSecret } from './candidate-secret';
import { findCandidateBySecretHash, type CandidateRow } from './candidates.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that admits a registered candidate by their secret and sets `request.candidate`. */
    requireCandidate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    candidate: CandidateRow | null;
  }
}

export const candidateAuthPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  app.decorateRequest('candidate', null);
  app.decorate('requireCandidate', async (request: FastifyRequest) => {
    const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(request.headers.authorization ?? '');
    const candidate = match?.[1]
      ? await findCandidateBySecretHash(options.db, hashCandidateSecret(match[1]))
      : null;
    if (!candidate) throw new AppError(401, TEXTS.assessment.sessionInvalid);
    request.candidate = candidate;
  });
});

/** The candidate a `requireCandidate` route was admitted for. */
export function admittedCandidate(request: FastifyRequest): CandidateRow {
  if (!request.candidate) throw new AppError(401, TEXTS.assessment.sessionInvalid);
  return request.candidate;
}

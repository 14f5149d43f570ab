import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { hashCandidateSecret } from './candidate-secret';
import type { CandidateRow } from './candidate-row';
import { findCandidateBySecretHash } from './candidates.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that admits a registered candidate by their secret and sets `request.candidate`. */
    requireCandidate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    candidate: CandidateRow | null;
  }
}

const SECRET_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The candidate whose secret `unique` this is; null for anyone else. */
export async function candidateFromSecret(
  db: Database,
  secret: string | null | undefined,
): Promise<CandidateRow | null> {
  const unique = secret?.trim() ?? '';
  return SECRET_PATTERN.test(unique)
    ? findCandidateBySecretHash(db, hashCandidateSecret(unique))
    : null;
}

/** The candidate of an `Authorization: Bearer <unique>` header. */
export async function candidateFromAuthorization(db: Database, header: string | null | undefined) {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ? candidateFromSecret(db, match[1]) : null;
}

export const candidateAuthPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  app.decorateRequest('candidate', null);
  app.decorate('requireCandidate', async (request: FastifyRequest) => {
    const candidate = await candidateFromAuthorization(options.db, request.headers.authorization);
    if (!candidate) throw new AppError(401, TEXTS.assessment.sessionInvalid);
    request.candidate = candidate;
  });
});

/** The candidate a `requireCandidate` route was admitted for. */
export function admittedCandidate(request: FastifyRequest): CandidateRow {
  if (!request.candidate) throw new AppError(401, TEXTS.assessment.sessionInvalid);
  return request.candidate;
}

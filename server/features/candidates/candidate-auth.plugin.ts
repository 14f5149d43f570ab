import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { inviteWithdrawn } from '../invites/invites.service';
import type { AdmittedSecrets } from './admitted-secrets';
import { hashCandidateSecret } from './candidate-secret';
import type { AdmittedCandidate, CandidateRow } from './candidate-row';
import {
  findAdmissionBySecretHash,
  findCandidateBySecretHash,
  touchCandidateSession,
} from './candidates.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the candidate's answers: `requireCandidate` reads them with the session. */
    candidateAnswers?: boolean;
  }
  interface FastifyInstance {
    /** A preHandler that admits a registered candidate by their secret and sets `request.candidate`. */
    requireCandidate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    candidate: AdmittedCandidate | null;
  }
}

const SECRET_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The hash to look a secret up by; null for what cannot be a secret. */
function secretHashOf(secret: string | null | undefined): string | null {
  const unique = secret?.trim() ?? '';
  return SECRET_PATTERN.test(unique) ? hashCandidateSecret(unique) : null;
}

/** The secret of an `Authorization: Bearer <unique>` header. */
function bearerSecret(header: string | null | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];
}

/**
 * The candidate whose secret `unique` this is; null for anyone else. A candidate whose invite was
 * withdrawn is refused (410) whatever they send: what they stored before stays for the team.
 */
export async function candidateFromSecret(
  db: Database,
  secret: string | null | undefined,
): Promise<CandidateRow | null> {
  const hash = secretHashOf(secret);
  const found = hash ? await findCandidateBySecretHash(db, hash) : null;
  if (found?.inviteRevokedAt) throw inviteWithdrawn();
  if (hash && found) await touchCandidateSession(db, hash);
  return found?.candidate ?? null;
}

/** The hash to look up the secret of an `Authorization: Bearer <unique>` header by; null for none. */
export function secretHashOfAuthorization(header: string | null | undefined): string | null {
  return secretHashOf(bearerSecret(header));
}

/** The candidate of an `Authorization: Bearer <unique>` header. */
export async function candidateFromAuthorization(db: Database, header: string | null | undefined) {
  return candidateFromSecret(db, bearerSecret(header));
}

/**
 * The id of the candidate whose secret a request carries, when this instance admitted that secret
 * lately; for the rate limits, which run before the secret is looked up. Never an admission.
 */
export function recentlyAdmittedCandidateId(
  admitted: AdmittedSecrets,
  request: FastifyRequest,
): string | undefined {
  const hash = secretHashOfAuthorization(request.headers.authorization);
  return hash ? admitted.candidateOf(hash) : undefined;
}

export const candidateAuthPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; admitted: AdmittedSecrets }) => {
    app.decorateRequest('candidate', null);
    app.decorate('requireCandidate', async (request: FastifyRequest) => {
      const hash = secretHashOfAuthorization(request.headers.authorization);
      const withAnswers = request.routeOptions.config.candidateAnswers === true;
      const candidate = hash
        ? await findAdmissionBySecretHash(options.db, hash, { withAnswers })
        : null;
      if (!hash || !candidate) {
        if (hash) options.admitted.forget(hash);
        throw new AppError('session-invalid');
      }
      // Withdrawn: stopped at their next request, whatever it is (README, "The review workspace"); kept for reviewers.
      if (candidate.inviteRevokedAt) throw inviteWithdrawn();
      options.admitted.remember(hash, candidate.id);
      // The device card's "last seen" of this computer (`docs/integrity.md`), to the minute.
      if (options.admitted.lastSeenDue(hash)) await touchCandidateSession(options.db, hash);
      request.candidate = candidate;
    });
  },
);

/** The candidate a `requireCandidate` route was admitted for. */
export function admittedCandidate(request: FastifyRequest): AdmittedCandidate {
  if (!request.candidate) throw new AppError('session-invalid');
  return request.candidate;
}

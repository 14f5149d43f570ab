import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_TEXTS } from '../../../shared/accounts-texts';
import { ApiFailureSchema } from '../../../shared/api.schema';
import { PasswordSignInRequestSchema } from '../../../shared/members.schema';
import { AdminSessionResponseSchema } from '../../../shared/review.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { signInMember, SIGN_IN_FAILURES } from '../admin-auth/sign-in-member';
import { emailTarget } from '../admin-auth/passkey-throttle.service';
import { refuseUnexpectedBody } from '../admin-auth/request-guards';
import { findActiveMemberByEmail } from './accounts.repository';
import type { PasswordHasher } from './password';

/**
 * A member signs in with their email and password. Wrong ones are throttled as wrong admin
 * passkeys are, never holding back the right one; an unknown email costs the same time. A flood
 * is refused before the hashing: by the route's rate limit (`server/plugins/rate-limits.ts`) and
 * by the hasher's cap on hashes in flight and waiting (`./password.ts`).
 */
export async function passwordSignInRoutes(
  parent: FastifyInstance,
  options: { db: Database; passwords: PasswordHasher },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, passwords } = options;
  app.addHook('onRequest', async (request) => refuseUnexpectedBody(request));

  app.post(
    '/api/admin/session/password',
    {
      schema: {
        body: PasswordSignInRequestSchema,
        // 429 also from the rate limit, before any hashing; 503 when too many hashes wait.
        response: { 200: AdminSessionResponseSchema, ...SIGN_IN_FAILURES, 503: ApiFailureSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      passwords.refuseWhenBusy();
      const member = await findActiveMemberByEmail(db, email);
      const right = await passwords.verify(password, member?.passwordHash ?? null);
      try {
        await app.checkCredential(request, reply, right, emailTarget(email, member?.id ?? null));
      } catch (error) {
        if (error instanceof AppError && error.code === 'passkey-wrong') {
          throw new AppError('password-wrong');
        }
        throw error;
      }
      if (!member) throw new AppError('password-wrong');
      const data = await signInMember(app, db, request, reply, member, 'with a password');
      return { result: true as const, status: ACCOUNT_TEXTS.passwordSignedIn, data };
    },
  );
}

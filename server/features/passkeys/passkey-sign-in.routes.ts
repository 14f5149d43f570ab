import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PASSKEY_TEXTS } from '../../../shared/passkey-texts';
import {
  PasskeySignInRequestSchema,
  SignInOptionsResponseSchema,
} from '../../../shared/passkeys.schema';
import { AdminSessionResponseSchema } from '../../../shared/review.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { signInMember, SIGN_IN_FAILURES } from '../admin-auth/sign-in-member';
import { refuseUnexpectedBody } from '../admin-auth/request-guards';
import { memberOfPasskeySignIn, signInOptions } from './passkeys.service';
import { relyingPartyOf } from './relying-party';

/**
 * Signing in with a member's passkey: the server hands out a challenge, the browser's passkey signs
 * it, and a right signature of an active member's passkey is exchanged for a session cookie.
 */
export async function passkeySignInRoutes(
  parent: FastifyInstance,
  options: { db: Database; publicUrl: string | undefined },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, publicUrl } = options;
  const failures = SIGN_IN_FAILURES;
  // A JSON body or none, refused before it is read, as signing in with the admin passkey.
  app.addHook('onRequest', async (request) => refuseUnexpectedBody(request));

  app.post(
    '/api/admin/session/passkey/options',
    { schema: { response: { 200: SignInOptionsResponseSchema, ...failures } } },
    async (request) => {
      const data = await signInOptions(db, relyingPartyOf(request, publicUrl));
      return { result: true as const, status: PASSKEY_TEXTS.optionsReady, data };
    },
  );

  app.post(
    '/api/admin/session/passkey',
    {
      schema: {
        body: PasskeySignInRequestSchema,
        response: { 200: AdminSessionResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const rp = relyingPartyOf(request, publicUrl);
      const { challengeId, response } = request.body;
      const found = await memberOfPasskeySignIn(db, rp, challengeId, response);
      // A failure counts with the admin passkey's wrong ones: held, then refused, per client.
      await app.checkCredential(request, reply, found !== null).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'passkey-wrong') {
          throw new AppError('passkey-sign-in-failed');
        }
        throw error;
      });
      if (!found) throw new AppError('passkey-sign-in-failed');
      const data = await signInMember(app, db, request, reply, found.member, 'with a passkey', {
        passkey: found.passkey.label,
      });
      return { result: true as const, status: PASSKEY_TEXTS.signedIn, data };
    },
  );
}

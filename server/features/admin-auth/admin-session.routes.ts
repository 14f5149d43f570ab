import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import {
  AdminSessionResponseSchema,
  AdminSessionStateResponseSchema,
  SignInRequestSchema,
} from '../../../shared/review.schema';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { ADMIN_COOKIE } from './admin-auth.plugin';
import {
  endAdminSession,
  PASSKEY_ACTOR,
  resumeAdminSession,
  startAdminSession,
} from './admin-sessions.service';

/** Signing in to the workspace: the passkey is exchanged for an httpOnly session cookie. */
export async function adminSessionRoutes(
  parent: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const failures = { 400: ApiFailureSchema, 401: ApiFailureSchema, 429: ApiFailureSchema };

  app.post(
    '/api/admin/session',
    {
      schema: {
        body: SignInRequestSchema,
        response: { 200: AdminSessionResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { clientKey } = await app.checkPasskey(request, reply, request.body.passkey);
      const { token, session } = await startAdminSession(db, PASSKEY_ACTOR);
      app.adminCookie.set(reply, token);
      await app.rememberAdminDevice(reply, clientKey);
      request.log.info({ actor: session.actor }, 'reviewer signed in');
      return {
        result: true as const,
        status: TEXTS.workspace.signedIn,
        data: { actor: session.actor, expiresAt: session.expiresAt.toISOString() },
      };
    },
  );

  app.get(
    '/api/admin/session',
    { schema: { response: { 200: AdminSessionStateResponseSchema } } },
    async (request, reply) => {
      // The passkey alone is not a session: the workspace asks for one.
      const token = request.cookies[ADMIN_COOKIE];
      const session = token ? await resumeAdminSession(db, token) : null;
      if (!session) {
        if (token) app.adminCookie.clear(reply);
        return { result: true as const, status: TEXTS.workspace.signInNeeded, data: null };
      }
      app.adminCookie.set(reply, token as string);
      return {
        result: true as const,
        status: TEXTS.workspace.signedIn,
        data: { actor: session.actor, expiresAt: session.expiresAt.toISOString() },
      };
    },
  );

  app.delete(
    '/api/admin/session',
    { schema: { response: { 200: StatusResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[ADMIN_COOKIE];
      if (token) await endAdminSession(db, token);
      app.adminCookie.clear(reply);
      return { result: true as const, status: TEXTS.workspace.signedOut };
    },
  );
}

import { TEAM_TEXTS } from '../../../shared/team-texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import {
  AdminSessionResponseSchema,
  AdminSessionStateResponseSchema,
  SignInRequestSchema,
} from '../../../shared/review.schema';
import { ADMIN_SESSION_ELEMENT } from '../../../shared/admin-session-element';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { endAdminSession, resumeAdminSession } from './admin-sessions.service';
import { refuseUnexpectedBody } from './request-guards';
import { sessionData, signInMember, SIGN_IN_FAILURES } from './sign-in-member';

/**
 * Who is signed in, as `GET /api/admin/session` answers it: the session slides on, and a cookie
 * that names no session any more is cleared. The workspace's pages come with this answer in them
 * (`sessionScript`).
 */
async function sessionState(
  app: FastifyInstance,
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // The passkey alone is not a session: the workspace asks for one.
  const token = app.adminCookie.read(request);
  const session = token ? await resumeAdminSession(db, token) : null;
  if (!session) {
    if (token) app.adminCookie.clear(reply);
    return { result: true as const, status: TEXTS.workspace.signInNeeded, data: null };
  }
  app.adminCookie.set(reply, token as string);
  return { result: true as const, status: TEXTS.workspace.signedIn, data: sessionData(session) };
}

/**
 * The session check's answer as a script element of a workspace page, which the page reads
 * instead of asking (web/lib/admin-session.ts): on a phone the check was a round trip between
 * the first paint and the page's heading (docs/capacity.md, the reviewer's pages on a phone).
 * `<` is escaped so that no text in it can end the element.
 */
export async function sessionScript(
  app: FastifyInstance,
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ element: string; signedIn: boolean }> {
  // Through the route's own schema, as its answer is: only what the schema names goes out.
  const state = AdminSessionStateResponseSchema.parse(await sessionState(app, db, request, reply));
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return {
    element: `<script type="application/json" id="${ADMIN_SESSION_ELEMENT}">${json}</script>`,
    signedIn: state.data !== null,
  };
}

/** Signing in to the workspace: the passkey is exchanged for an httpOnly session cookie. */
export async function adminSessionRoutes(
  parent: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const failures = SIGN_IN_FAILURES;
  // A JSON body or none, refused before it is read: a plain form cannot sign in or out.
  app.addHook('onRequest', async (request) => refuseUnexpectedBody(request));

  app.post(
    '/api/admin/session',
    {
      schema: {
        body: SignInRequestSchema,
        response: { 200: AdminSessionResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      await app.checkPasskey(request, reply, request.body.passkey);
      const owner = await app.passkeyOwner();
      const data = await signInMember(
        app,
        db,
        request,
        reply,
        owner,
        TEAM_TEXTS.adminPasskeyTarget,
      );
      return { result: true as const, status: TEXTS.workspace.signedIn, data };
    },
  );

  app.get(
    '/api/admin/session',
    { schema: { response: { 200: AdminSessionStateResponseSchema } } },
    async (request, reply) => sessionState(app, db, request, reply),
  );

  app.delete(
    '/api/admin/session',
    {
      schema: {
        response: {
          200: StatusResponseSchema,
          400: ApiFailureSchema,
          403: ApiFailureSchema,
          415: ApiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      // Only from this site's own pages (403 otherwise): another page must not sign a reviewer out.
      const token = app.adminCookie.read(request);
      if (token) await endAdminSession(db, token);
      app.adminCookie.clear(reply);
      return { result: true as const, status: TEXTS.workspace.signedOut };
    },
  );
}

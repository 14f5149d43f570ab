import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  ADMIN_SESSION_TTL_MS,
  PASSKEY_ACTOR,
  resumeAdminSession,
  type AdminSessionView,
} from './admin-sessions.service';
import { checkPasskeyInTurn, PASSKEY_THROTTLE, rememberDevice } from './passkey-throttle.service';
import type { ThrottleRule } from './passkey-throttle.repository';
import type { AdminPasskey } from './passkey.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that lets in a signed-in reviewer or a holder of the admin passkey. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Checks a presented passkey in the client's turn (wrong ones space out that client's next
     * attempts); answers which client it was, for `rememberAdminDevice`.
     */
    checkPasskey: (
      request: FastifyRequest,
      reply: FastifyReply,
      presented: string,
    ) => Promise<{ clientKey: string }>;
    /** After a sign-in: the browser becomes a client of its own for the passkey throttle. */
    rememberAdminDevice: (reply: FastifyReply, clientKey: string) => Promise<void>;
    adminCookie: AdminCookie;
  }
  interface FastifyRequest {
    /** Who is acting on an admin route: stored with every score, note and status change. */
    adminActor: string | null;
    /** The cookie session the request came with, when it came with one. */
    adminSession: AdminSessionView | null;
  }
}

export const ADMIN_COOKIE = 'prescreen_admin';

export interface AdminAuthOptions {
  db: Database;
  passkey: AdminPasskey;
  /** Mark the cookie Secure: the site is served over https. */
  secureCookie: boolean;
  /** How wrong passkeys slow down their client (tests shorten it). */
  throttle?: ThrottleRule;
}

export interface AdminCookie {
  /** Both answer the reply, as Fastify's cookie methods do. */
  set(reply: FastifyReply, token: string): FastifyReply;
  clear(reply: FastifyReply): FastifyReply;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? '';
}

export const adminAuthPlugin = fp(async (app: FastifyInstance, options: AdminAuthOptions) => {
  await app.register(fastifyCookie);
  const throttle = options.throttle ?? PASSKEY_THROTTLE;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: options.secureCookie,
  };
  const adminCookie: AdminCookie = {
    set: (reply, token) =>
      reply.setCookie(ADMIN_COOKIE, token, {
        ...cookieOptions,
        maxAge: Math.floor(ADMIN_SESSION_TTL_MS / 1000),
      }),
    clear: (reply) => reply.clearCookie(ADMIN_COOKIE, cookieOptions),
  };

  const checkPasskey = async (request: FastifyRequest, reply: FastifyReply, presented: string) => {
    if (!presented) throw new AppError(401, TEXTS.admin.passkeyMissing);
    const verify = (key: string) => options.passkey.verify(key);
    return checkPasskeyInTurn(options.db, throttle, verify, request, reply, presented);
  };

  app.decorateRequest('adminActor', null);
  app.decorateRequest('adminSession', null);
  app.decorate('adminCookie', adminCookie);
  app.decorate('checkPasskey', checkPasskey);
  app.decorate('rememberAdminDevice', (reply: FastifyReply, clientKey: string) =>
    rememberDevice(options.db, reply, clientKey, options.secureCookie),
  );
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = bearerToken(request);
    if (presented) {
      await checkPasskey(request, reply, presented);
      request.adminActor = PASSKEY_ACTOR;
      return;
    }
    const token = request.cookies[ADMIN_COOKIE];
    const session = token ? await resumeAdminSession(options.db, token) : null;
    if (!session) {
      if (token) adminCookie.clear(reply);
      throw new AppError(401, token ? TEXTS.workspace.sessionEnded : TEXTS.admin.passkeyMissing);
    }
    // The cookie's own lifetime slides with the session's.
    adminCookie.set(reply, token as string);
    request.adminSession = session;
    request.adminActor = session.actor;
  });
});

/** Who is acting on a `requireAdmin` route. */
export function adminActor(request: FastifyRequest): string {
  if (!request.adminActor) throw new AppError(401, TEXTS.admin.passkeyMissing);
  return request.adminActor;
}

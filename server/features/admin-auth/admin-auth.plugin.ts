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
import { FailedAttempts } from './failed-attempts';
import type { AdminPasskey } from './passkey.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that lets in a signed-in reviewer or a holder of the admin passkey. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Checks a presented passkey, counting failures per address (10 per 15 minutes). */
    checkPasskey: (request: FastifyRequest, presented: string) => void;
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
const FAILURE_LIMIT = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface AdminAuthOptions {
  db: Database;
  passkey: AdminPasskey;
  /** Mark the cookie Secure: the site is served over https. */
  secureCookie: boolean;
}

export interface AdminCookie {
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? '';
}

export const adminAuthPlugin = fp(async (app: FastifyInstance, options: AdminAuthOptions) => {
  await app.register(fastifyCookie);
  const failures = new FailedAttempts(FAILURE_LIMIT, FAILURE_WINDOW_MS);
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

  const checkPasskey = (request: FastifyRequest, presented: string) => {
    if (failures.isBlocked(request.ip)) {
      throw new AppError(429, 'Too many wrong passkeys. Please wait 15 minutes and try again.');
    }
    if (!presented) throw new AppError(401, TEXTS.admin.passkeyMissing);
    if (!options.passkey.verify(presented)) {
      failures.record(request.ip);
      throw new AppError(401, TEXTS.admin.passkeyWrong);
    }
  };

  app.decorateRequest('adminActor', null);
  app.decorateRequest('adminSession', null);
  app.decorate('adminCookie', adminCookie);
  app.decorate('checkPasskey', checkPasskey);
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = bearerToken(request);
    if (presented) {
      checkPasskey(request, presented);
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

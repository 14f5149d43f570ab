import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mayAccess, type Access } from '../../../shared/team.schema';
import type { Database } from '../../db/client';
import { RecentLookups } from '../../plugins/data-changes';
import { AppError } from '../../plugins/errors';
import { looksLikeApiToken, memberOfApiToken } from '../team/api-tokens.service';
import { currentMember, toMember, type CurrentMember } from '../team/current-member';
import { activeMember, type MemberRow } from '../team/members.service';
import { OWNER_MEMBER_ID } from '../team/owner';
import {
  ADMIN_SESSION_TTL_MS,
  hashToken,
  resumeAdminSession,
  type AdminSessionView,
} from './admin-sessions.service';
import { isStateChanging, refuseForeignOrigin, refuseUnexpectedBody } from './request-guards';
import {
  checkPasskey,
  memberTarget,
  PASSKEY_THROTTLE,
  rememberDevice,
  type CredentialTarget,
} from './passkey-throttle.service';
import type { ThrottleRule } from './passkey-throttle.rule';
import type { AdminPasskey } from './passkey.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that lets in a signed-in member, an API token's member or the holder of the admin
     * passkey (the owner), if their role has the route's `access`; a change must come with a
     * JSON body or none, and, with the cookie, from this site's own pages.
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Lets the right passkey in at once; counts, holds or refuses a wrong one. */
    checkPasskey: (
      request: FastifyRequest,
      reply: FastifyReply,
      presented: string,
    ) => Promise<void>;
    /**
     * The passkey's throttle for any other credential checked elsewhere (a password, a WebAuthn
     * answer): `right` lets in at once; a wrong one is counted against its address's budget and
     * `target`'s account's, held and refused with 401 (the passkey's words: catch it to say your
     * own) or 429. Without a target: the signed-in member's account, or the address's alone.
     */
    checkCredential: (
      request: FastifyRequest,
      reply: FastifyReply,
      right: boolean,
      target?: CredentialTarget,
    ) => Promise<void>;
    /**
     * After a sign-in as `memberId`: the browser gets a budget of its own for that member's
     * credentials in the throttle.
     */
    rememberAdminDevice: (
      request: FastifyRequest,
      reply: FastifyReply,
      memberId: string,
    ) => Promise<void>;
    /** The built-in owner, as whom the admin passkey acts. */
    passkeyOwner: () => Promise<MemberRow>;
    adminCookie: AdminCookie;
  }
  interface FastifyRequest {
    /** The cookie session the request came with, when it came with one. */
    adminSession: AdminSessionView | null;
  }
  interface FastifyContextConfig {
    /** What an admin route needs of the member's role; by default `read` for GET, else `manage`. */
    access?: Access;
    /**
     * A route a page asks many times in a row (a video's ranges): the cookie's session looked up
     * lately is used again until any data changes (a sign-out, a member removed or their role
     * changed: each a request that changes data) or for at most `SESSION_REUSE_MS`.
     */
    reusesSession?: boolean;
    /**
     * A route that changes how one proves who one is (a password, a passkey, a token, a session):
     * only from a signed-in session, so a leaked API token or passkey bearer cannot mint itself
     * another way in (docs/team.md).
     */
    sessionOnly?: boolean;
  }
}

/**
 * How long a route that `reusesSession` goes without looking the session up, at most; a change
 * ends it at once. Sliding the expiry (at most once a minute) waits as long.
 */
const SESSION_REUSE_MS = 10_000;

/** The access an admin route needs: its own, or by default reading for GET and managing else. */
export function accessOf(request: FastifyRequest): Access {
  return (
    request.routeOptions.config.access ?? (isStateChanging(request.method) ? 'manage' : 'read')
  );
}

/** The session cookie's name over http. */
export const ADMIN_COOKIE = 'prescreen_admin';
/**
 * Over https: a browser keeps a `__Host-` cookie only if it is Secure, for Path=/ and without a
 * Domain, so no other host or port of the site, nor a plain-http page, can set or shadow it.
 */
export const ADMIN_COOKIE_HTTPS = `__Host-${ADMIN_COOKIE}`;

export interface AdminAuthOptions {
  db: Database;
  passkey: AdminPasskey;
  /** PUBLIC_URL: over https the cookie is Secure and `__Host-`; its origin may send changes. */
  publicUrl: string | undefined;
  /** How wrong passkeys slow down their client (tests shorten it). */
  throttle?: ThrottleRule;
}

export interface AdminCookie {
  name: string;
  /**
   * The session token a request came with. For a change (POST, PUT, PATCH, DELETE) it counts only
   * when the request came from this site's own pages: otherwise 403.
   */
  read(request: FastifyRequest): string | undefined;
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
  const secure = options.publicUrl?.startsWith('https://') ?? false;
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const name = secure ? ADMIN_COOKIE_HTTPS : ADMIN_COOKIE;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure };
  const adminCookie: AdminCookie = {
    name,
    read: (request) => {
      const token = request.cookies[name];
      if (token !== undefined) refuseForeignOrigin(request, publicOrigin);
      return token;
    },
    set: (reply, token) =>
      reply.setCookie(name, token, {
        ...cookieOptions,
        maxAge: Math.floor(ADMIN_SESSION_TTL_MS / 1000),
      }),
    clear: (reply) => reply.clearCookie(name, cookieOptions),
  };

  const passkeyCheck = async (request: FastifyRequest, reply: FastifyReply, presented: string) => {
    if (!presented) throw new AppError('sign-in-needed');
    const verify = (key: string) => options.passkey.verify(key);
    await checkPasskey(options.db, throttle, verify, request, reply, presented);
  };

  const passkeyOwner = async () => {
    const owner = await activeMember(options.db, OWNER_MEMBER_ID);
    if (!owner) throw new Error('The built-in owner is missing: run the migrations.');
    return owner;
  };
  const recentSessions = new RecentLookups<AdminSessionView | null>(
    app.dataChanges,
    SESSION_REUSE_MS,
  );
  /** The live session of a cookie's token, looked up lately or now. */
  const resumeSession = async (request: FastifyRequest, token: string) => {
    if (!request.routeOptions.config.reusesSession) return resumeAdminSession(options.db, token);
    const key = hashToken(token);
    const session = await recentSessions.get(key, () => resumeAdminSession(options.db, token));
    if (!session || session.expiresAt.getTime() > Date.now()) return session;
    // Ended by time since, unless another request slid it meanwhile: the database says.
    recentSessions.forget(key);
    return resumeAdminSession(options.db, token);
  };
  const admit = (request: FastifyRequest, member: CurrentMember) => {
    request.member = member;
    if (!mayAccess(member.role, accessOf(request))) {
      throw new AppError('role-forbidden', member.role);
    }
    if (request.routeOptions.config.sessionOnly && member.via !== 'session') {
      throw new AppError('session-only');
    }
  };

  app.decorateRequest('member', null);
  app.decorateRequest('adminSession', null);
  app.decorate('passkeyOwner', passkeyOwner);
  app.decorate('adminCookie', adminCookie);
  app.decorate('checkPasskey', passkeyCheck);
  app.decorate(
    'checkCredential',
    (request: FastifyRequest, reply: FastifyReply, right: boolean, target?: CredentialTarget) => {
      const member = request.member;
      const whose =
        target ?? (member ? memberTarget(member.id) : { account: null, memberId: null });
      return checkPasskey(options.db, throttle, () => right, request, reply, '', whose);
    },
  );
  app.decorate(
    'rememberAdminDevice',
    (request: FastifyRequest, reply: FastifyReply, memberId: string) =>
      rememberDevice(options.db, request, reply, secure, memberId),
  );
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    // The passkey in a header is never sent by a browser on its own: no origin to check.
    const presented = bearerToken(request);
    if (presented && looksLikeApiToken(presented)) {
      refuseUnexpectedBody(request);
      const member = await memberOfApiToken(options.db, presented);
      if (!member) throw new AppError('token-unknown');
      admit(request, { ...toMember(member), via: 'token' });
      return;
    }
    if (presented) {
      refuseUnexpectedBody(request);
      await passkeyCheck(request, reply, presented);
      admit(request, { ...toMember(await passkeyOwner()), via: 'passkey' });
      return;
    }
    const token = adminCookie.read(request);
    refuseUnexpectedBody(request);
    const session = token ? await resumeSession(request, token) : null;
    if (!session) {
      if (token) adminCookie.clear(reply);
      throw new AppError(token ? 'session-ended' : 'sign-in-needed');
    }
    // The cookie's own lifetime slides with the session's.
    adminCookie.set(reply, token as string);
    request.adminSession = session;
    admit(request, { ...session.member, via: 'session' });
  });
});

/** The name of who is acting on a `requireAdmin` route, as histories store it. */
export function adminActor(request: FastifyRequest): string {
  return currentMember(request).name;
}

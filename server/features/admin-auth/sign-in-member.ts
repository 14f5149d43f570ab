import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailureSchema } from '../../../shared/api.schema';
import type { Database } from '../../db/client';
import { recordAudit } from '../team/audit';
import type { MemberRow } from '../team/members.service';
import { startAdminSession, type AdminSessionView } from './admin-sessions.service';

/** What a sign-in route may answer besides a session: each way in refuses the same way. */
export const SIGN_IN_FAILURES = {
  400: ApiFailureSchema,
  401: ApiFailureSchema,
  415: ApiFailureSchema,
  429: ApiFailureSchema,
};

/** What the workspace is told of a session. */
export function sessionData(session: AdminSessionView) {
  return {
    actor: session.member.name,
    member: session.member,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/**
 * Signs a member in, whichever way they proved who they are: a session cookie, this browser
 * remembered for the throttle, and the sign-in in the audit log (`how`: "with a password").
 */
export async function signInMember(
  app: FastifyInstance,
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  member: MemberRow,
  how: string,
  detail: Record<string, unknown> = {},
) {
  const { token, session } = await startAdminSession(db, member);
  app.adminCookie.set(reply, token);
  await app.rememberAdminDevice(request, reply, session.member.id);
  await recordAudit(db, session.member, 'sign-in', how, detail);
  request.log.info({ memberId: session.member.id, how }, 'member signed in');
  return sessionData(session);
}

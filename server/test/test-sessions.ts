import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { MemberRole } from '../../shared/team.schema';
import type { DatabaseHandle } from '../db/client';
import { members } from '../db/schema';
import { startAdminSession } from '../features/admin-auth/admin-sessions.service';
import type { MemberRow } from '../features/team/members.repository';
import { OWNER_MEMBER_ID } from '../features/team/owner';
import { addTestMember } from './test-members';

/** The headers a browser signed in as the member sends: its session cookie. */
// A type, not an interface: it passes where any headers (`Record<string, string>`) go.
export type SessionHeaders = { cookie: string };

/**
 * A new signed-in session of the member, as the `Cookie` header of `app` (its name depends on
 * PUBLIC_URL). Credentials (passwords, passkeys, tokens, sessions) change only from a session.
 */
export async function signInTestMember(
  t: { app: FastifyInstance; database: DatabaseHandle },
  member: MemberRow,
  startedAt = new Date(),
): Promise<SessionHeaders> {
  const { token } = await startAdminSession(t.database.db, member, startedAt);
  return { cookie: `${t.app.adminCookie.name}=${token}` };
}

/** A member with the role, straight in the database, signed in (not an API token). */
export async function addSignedInMember(
  t: { app: FastifyInstance; database: DatabaseHandle },
  role: MemberRole,
  name?: string,
): Promise<{ row: MemberRow; auth: SessionHeaders; token: { authorization: string } }> {
  const member = await addTestMember(t.database, role, name);
  return { row: member.row, auth: await signInTestMember(t, member.row), token: member.auth };
}

/** A session of the built-in owner, as signing in with the admin passkey makes one. */
export async function signInTestOwner(
  t: { app: FastifyInstance; database: DatabaseHandle },
  startedAt = new Date(),
): Promise<SessionHeaders> {
  const [owner] = await t.database.db.select().from(members).where(eq(members.id, OWNER_MEMBER_ID));
  if (!owner) throw new Error('The built-in owner is missing: run the migrations.');
  return signInTestMember(t, owner, startedAt);
}

/**
 * A start a day ahead: a session started then does not slide (a write) while a test that compares
 * every table before and after a request runs.
 */
export const UNSLIDING = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

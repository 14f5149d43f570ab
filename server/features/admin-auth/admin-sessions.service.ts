import { createHash, randomBytes } from 'node:crypto';
import type { Member } from '../../../shared/team.schema';
import type { Database } from '../../db/client';
import { toMember } from '../team/current-member';
import type { MemberRow } from '../team/members.service';
import {
  deleteAdminSession,
  deleteExpiredAdminSessions,
  extendAdminSession,
  findLiveAdminSession,
  insertAdminSession,
} from './admin-sessions.repository';

/** A session lives 12 hours from its last use. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Sliding the expiry costs a write: do it at most once a minute per session. */
const SLIDE_AFTER_MS = 60 * 1000;

export interface AdminSessionView {
  member: Member;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Starts a session; answers the token for the cookie (only its hash is stored). */
export async function startAdminSession(
  db: Database,
  member: MemberRow,
  now = new Date(),
): Promise<{ token: string; session: AdminSessionView }> {
  await deleteExpiredAdminSessions(db, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_TTL_MS);
  await insertAdminSession(db, {
    tokenHash: hashToken(token),
    actor: member.name,
    memberId: member.id,
    createdAt: now,
    expiresAt,
  });
  return { token, session: { member: toMember(member), expiresAt } };
}

/** The live session of a cookie token, its expiry slid forward; null when there is none. */
export async function resumeAdminSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<AdminSessionView | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const found = await findLiveAdminSession(db, tokenHash, now);
  if (!found) return null;
  const member = toMember(found.member);
  const slid = new Date(now.getTime() + ADMIN_SESSION_TTL_MS);
  if (slid.getTime() - found.session.expiresAt.getTime() < SLIDE_AFTER_MS) {
    return { member, expiresAt: found.session.expiresAt };
  }
  await extendAdminSession(db, tokenHash, slid);
  return { member, expiresAt: slid };
}

export async function endAdminSession(db: Database, token: string): Promise<void> {
  await deleteAdminSession(db, hashToken(token));
}

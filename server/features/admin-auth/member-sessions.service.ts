import { createHash } from 'node:crypto';
import type { MemberSession } from '../../../shared/member-sessions.schema';
import type { Database } from '../../db/client';
import { deleteAdminSession, listMemberAdminSessions } from './admin-sessions.repository';
import { ADMIN_SESSION_TTL_MS, hashToken } from './admin-sessions.service';

/**
 * A session's name in the owner's list: derived from its token's hash, so neither the token nor
 * the hash (which finds the session) leaves the server.
 */
function sessionIdOf(tokenHash: string): string {
  return createHash('sha256').update(`session:${tokenHash}`, 'utf8').digest('hex').slice(0, 32);
}

/** The member's live sessions, newest first; `currentToken` marks the asking browser's. */
export async function memberSessions(
  db: Database,
  memberId: string,
  currentToken: string | undefined,
  now = new Date(),
): Promise<MemberSession[]> {
  const current = currentToken === undefined ? null : hashToken(currentToken);
  const rows = await listMemberAdminSessions(db, memberId, now);
  return rows.map((row) => ({
    id: sessionIdOf(row.tokenHash),
    signedInAt: row.createdAt.toISOString(),
    // The expiry slides to 12 hours after each use (at most once a minute).
    lastActiveAt: new Date(row.expiresAt.getTime() - ADMIN_SESSION_TTL_MS).toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.tokenHash === current,
  }));
}

/** Ends one of the member's sessions by its listed id; answers whether there was one. */
export async function endMemberSession(
  db: Database,
  memberId: string,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await listMemberAdminSessions(db, memberId, now);
  const found = rows.find((row) => sessionIdOf(row.tokenHash) === sessionId);
  if (!found) return false;
  await deleteAdminSession(db, found.tokenHash);
  return true;
}

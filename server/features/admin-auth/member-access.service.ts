import type { Database } from '../../db/client';
import { revokeAllApiTokens } from '../team/api-tokens.service';
import { deleteMemberAdminSessions } from './admin-sessions.repository';
import { hashToken } from './admin-sessions.service';

export interface EndedAccess {
  sessions: number;
  tokens: number;
}

/**
 * Ends what a member holds besides their credentials themselves: every signed-in session but the
 * one `keepSessionToken` names (the browser that made the change), and every API token. A changed
 * password or a rotated admin passkey must not leave an older way in working (docs/team.md).
 */
export async function endMemberAccess(
  db: Database,
  memberId: string,
  keepSessionToken: string | null,
  now = new Date(),
): Promise<EndedAccess> {
  const keep = keepSessionToken === null ? null : hashToken(keepSessionToken);
  const sessions = await deleteMemberAdminSessions(db, memberId, keep);
  const tokens = await revokeAllApiTokens(db, memberId, now);
  return { sessions, tokens };
}

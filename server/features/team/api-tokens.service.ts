import { randomBytes } from 'node:crypto';
import type { ApiToken } from '../../../shared/api-tokens.schema';
import { LIMITS } from '../../../shared/limits';
import type { Database } from '../../db/client';
import { insertWithinCap } from '../../db/within-cap';
import { AppError } from '../../plugins/errors';
import { hashToken } from '../admin-auth/admin-sessions.service';
import {
  countLiveApiTokens,
  findLiveApiToken,
  insertApiToken,
  revokeAllMemberApiTokens,
  touchApiToken,
  type ApiTokenRow,
} from './api-tokens.repository';
import type { MemberRow } from './members.repository';

/**
 * A personal API token: `pst_` and 256 random bits. The prefix tells it from the admin passkey in
 * an `Authorization: Bearer` header; only its SHA-256 is kept, so it is shown once.
 */
export const API_TOKEN_PREFIX = 'pst_';
const TOKEN = /^pst_[A-Za-z0-9_-]{43}$/;
/** Noting the last use costs a write: at most once a minute per token. */
const TOUCH_AFTER_MS = 60 * 1000;

export function looksLikeApiToken(presented: string): boolean {
  return presented.startsWith(API_TOKEN_PREFIX);
}

export async function createApiToken(
  db: Database,
  memberId: string,
  name: string,
  now = new Date(),
): Promise<{ token: string; row: ApiTokenRow }> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertWithinCap(
    db,
    `token:${memberId}`,
    LIMITS.apiTokensPerMember,
    (tx) => countLiveApiTokens(tx, memberId),
    (tx) =>
      insertApiToken(tx, {
        memberId,
        name,
        tokenHash: hashToken(token),
        prefix: token.slice(0, 12),
        createdAt: now,
      }),
  );
  if (!row) throw new AppError('token-limit');
  return { token, row };
}

/** The member a presented token acts for, or null when it is unknown, revoked or theirs ended. */
export async function memberOfApiToken(
  db: Database,
  presented: string,
  now = new Date(),
): Promise<MemberRow | null> {
  if (!TOKEN.test(presented)) return null;
  const found = await findLiveApiToken(db, hashToken(presented));
  if (!found) return null;
  const lastUsed = found.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - lastUsed >= TOUCH_AFTER_MS) await touchApiToken(db, found.token.id, now);
  return found.member;
}

export function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Revokes every live token of the member (a new password, a changed admin passkey); how many. */
export async function revokeAllApiTokens(
  db: Database,
  memberId: string,
  now = new Date(),
): Promise<number> {
  return revokeAllMemberApiTokens(db, memberId, now);
}

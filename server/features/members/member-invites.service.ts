import { randomBytes } from 'node:crypto';
import type { JoinInfo, JoinRequest, MemberInvite } from '../../../shared/members.schema';
import { LIMITS } from '../../../shared/limits';
import type { MemberRole } from '../../../shared/team.schema';
import type { Database } from '../../db/client';
import { insertWithinCap } from '../../db/within-cap';
import { AppError } from '../../plugins/errors';
import { hashToken } from '../admin-auth/admin-sessions.service';
import type { PasswordHasher } from '../accounts/password';
import {
  countPendingInvitesBy,
  findInviteByHash,
  joinWithInvite,
} from './member-invites.repository';
import { insertMemberInvite, type MemberInviteRow, type TeamMemberRow } from './members.repository';
import { isPgError, PG_ERROR } from '../../db/postgres-error';

/** A member invite lives 7 days. */
export const MEMBER_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const memberInviteUrl = (origin: string, token: string) => `${origin}/admin/join/${token}`;

/** Who made an invite, for one whose maker is not recorded. */
const UNNAMED_INVITER = 'The team owner';

export function toMemberInvite(row: MemberInviteRow, createdBy: string | null): MemberInvite {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdBy: createdBy ?? UNNAMED_INVITER,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A one-time invite: 256 random bits in the link, only their SHA-256 kept. */
export async function createMemberInvite(
  db: Database,
  input: { name: string; email?: string | null; role: MemberRole },
  createdBy: string,
  now = new Date(),
): Promise<{ token: string; row: MemberInviteRow }> {
  const token = randomBytes(32).toString('base64url');
  const row = await insertWithinCap(
    db,
    `join-link:${createdBy}`,
    LIMITS.joinLinksPerMember,
    (tx) => countPendingInvitesBy(tx, createdBy, now),
    (tx) =>
      insertMemberInvite(tx, {
        tokenHash: hashToken(token),
        name: input.name,
        email: input.email ?? null,
        role: input.role,
        createdBy,
        createdAt: now,
        expiresAt: new Date(now.getTime() + MEMBER_INVITE_TTL_MS),
      }),
  );
  if (!row) throw new AppError('join-link-limit');
  return { token, row };
}

/** The invite a link names while it is pending: 404 unknown, 410 used, revoked or expired. */
async function pendingInvite(db: Database, token: string, now: Date) {
  const found = await findInviteByHash(db, hashToken(token));
  if (!found) throw new AppError('member-invite-missing');
  const { invite } = found;
  if (invite.usedAt) throw new AppError('member-invite-used');
  // Removed with its maker; a removal by an earlier release left the link itself open.
  if (invite.revokedAt || found.inviterRemovedAt) throw new AppError('member-invite-revoked');
  if (invite.expiresAt <= now) throw new AppError('member-invite-expired');
  return found;
}

export async function describeInvite(db: Database, token: string, now = new Date()) {
  const { invite, invitedBy } = await pendingInvite(db, token, now);
  const info: JoinInfo = {
    name: invite.name,
    email: invite.email,
    role: invite.role,
    invitedBy: invitedBy ?? UNNAMED_INVITER,
    expiresAt: invite.expiresAt.toISOString(),
  };
  return info;
}

function isUniqueViolation(error: unknown): boolean {
  return isPgError(error, PG_ERROR.uniqueViolation);
}

/** The invite becomes a member with its role; 409 when the email is a member's already. */
export async function joinTeam(
  db: Database,
  token: string,
  input: Omit<JoinRequest, 'email'> & { email: string },
  passwords: PasswordHasher,
  now = new Date(),
): Promise<TeamMemberRow> {
  const { invite } = await pendingInvite(db, token, now);
  const passwordHash = input.password ? await passwords.hash(input.password) : null;
  try {
    const member = await joinWithInvite(
      db,
      invite.id,
      { name: input.name, email: input.email, role: invite.role, passwordHash, createdAt: now },
      now,
    );
    if (!member) throw new AppError('member-invite-used');
    return member;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email-taken');
    throw error;
  }
}

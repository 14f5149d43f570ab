import {
  and,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ExtraTime } from '../../../shared/invites.schema';
import type { InviteState } from '../../../shared/review.schema';
import type { Database } from '../../db/client';
import { invitedRoleVersion } from '../roles/role-columns';
import { candidates, invites, mailOutbox, roleVersions } from '../../db/schema';

/** One invite as the workspace lists it, with its role and the candidate who used it. */
export interface AdminInviteRow {
  code: string;
  roleId: string;
  roleTitle: string;
  roleVersion: number;
  companyName: string;
  extraTime: ExtraTime | null;
  label: string | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  state: InviteState;
  candidateId: string | null;
  candidateName: string | null;
  candidateEmail: string | null;
  candidateCompletedAt: Date | null;
  email: string | null;
  /** Its newest invite or reminder mail (all null when none was queued). */
  mailKind: string | null;
  mailStatus: string | null;
  mailAttempts: number | null;
  mailLastError: string | null;
  mailQueuedAt: Date | null;
  mailSentAt: Date | null;
}

/**
 * An invite's state, decided in SQL so the list and its filter follow one rule: revoked wins,
 * then used (a candidate is bound to it), then expired, else live.
 */
function inviteState(now: Date): SQL<InviteState> {
  return sql<InviteState>`case
    when ${invites.revokedAt} is not null then 'revoked'
    when ${candidates.id} is not null then 'used'
    when ${invites.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
    else 'live' end`;
}

/** Each invite's newest invite or reminder mail, one lateral lookup on the outbox's invite index. */
function newestInviteMail(db: Database) {
  return db
    .select({
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      queuedAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.inviteCode, invites.code),
        inArray(mailOutbox.kind, ['invite', 'reminder']),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1)
    .as('newest_mail');
}

function selectAdminInvites(db: Database, now: Date) {
  const mail = newestInviteMail(db);
  return db
    .select({
      code: invites.code,
      roleId: roleVersions.roleId,
      roleTitle: roleVersions.title,
      roleVersion: invites.roleVersion,
      companyName: roleVersions.companyName,
      extraTime: invites.extraTime,
      label: invites.label,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
      revokedAt: invites.revokedAt,
      state: inviteState(now),
      candidateId: candidates.id,
      candidateName: candidates.name,
      candidateEmail: candidates.email,
      candidateCompletedAt: candidates.completedAt,
      email: invites.email,
      mailKind: mail.kind,
      mailStatus: mail.status,
      mailAttempts: mail.attempts,
      mailLastError: mail.lastError,
      mailQueuedAt: mail.queuedAt,
      mailSentAt: mail.sentAt,
    })
    .from(invites)
    .innerJoin(roleVersions, invitedRoleVersion)
    .leftJoin(candidates, eq(candidates.inviteCode, invites.code))
    .leftJoinLateral(mail, sql`true`);
}

/** A page of invites, newest first, and how many match the state filter in all. */
export async function listAdminInviteRows(
  db: Database,
  filter: { state?: InviteState; limit: number; offset: number; now: Date },
): Promise<{ rows: AdminInviteRow[]; total: number }> {
  const where = filter.state ? eq(inviteState(filter.now), filter.state) : undefined;
  const rows = await selectAdminInvites(db, filter.now)
    .where(where)
    .orderBy(desc(invites.createdAt), desc(invites.code))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(invites)
    .leftJoin(candidates, eq(candidates.inviteCode, invites.code))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAdminInviteRow(
  db: Database,
  code: string,
  now: Date,
): Promise<AdminInviteRow | null> {
  const rows = await selectAdminInvites(db, now).where(eq(invites.code, code));
  return rows[0] ?? null;
}

/** Marks an invite revoked; a second revoke keeps the first time. Answers whether it exists. */
export async function markInviteRevoked(db: Database, code: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(invites)
    .set({ revokedAt: sql`coalesce(${invites.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(invites.code, code))
    .returning({ code: invites.code });
  return updated.length > 0;
}

/**
 * Moves a not-revoked invite's expiry to `max(expires_at, now) + validity` in one statement, so a
 * revoke racing with it cannot be undone. Answers whether a not-revoked invite was extended.
 */
export async function extendLiveInviteExpiry(
  db: Database,
  code: string,
  now: Date,
  validityMs: number,
): Promise<boolean> {
  const updated = await db
    .update(invites)
    .set({
      expiresAt: sql`greatest(${invites.expiresAt}, ${now.toISOString()}::timestamptz) + make_interval(secs => ${validityMs / 1000}::double precision)`,
    })
    .where(and(eq(invites.code, code), isNull(invites.revokedAt)))
    .returning({ code: invites.code });
  return updated.length > 0;
}

/**
 * Sets an invite's extra time while it can still matter: the invite is not revoked and either
 * nobody has used it and it has not expired, or its candidate has not completed. Checked in the
 * statement itself, so a revoke or a completion in between is never overwritten. Answers whether
 * the invite was changed.
 */
export async function setOpenInviteExtraTime(
  db: Database,
  code: string,
  extraTime: ExtraTime | null,
  now: Date,
): Promise<boolean> {
  const candidateOfInvite = (condition?: SQL) =>
    db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.inviteCode, invites.code), condition));
  const updated = await db
    .update(invites)
    .set({ extraTime })
    .where(
      and(
        eq(invites.code, code),
        isNull(invites.revokedAt),
        or(
          exists(candidateOfInvite(isNull(candidates.completedAt))),
          and(notExists(candidateOfInvite()), gt(invites.expiresAt, now)),
        ),
      ),
    )
    .returning({ code: invites.code });
  return updated.length > 0;
}

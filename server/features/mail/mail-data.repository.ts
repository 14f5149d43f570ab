import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { candidates, invites, members, roleLogos, roleVersions } from '../../db/schema';

/** What a mail about an invite says: the role, its company and logo, the deadline. */
export interface InviteMailFacts {
  code: string;
  email: string | null;
  label: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
  roleTitle: string;
  companyName: string;
  /** The uploaded logo's id when it is an image mail clients show (not SVG), else null. */
  logoId: string | null;
  /** The role version's own words for candidates (null: the workspace's), for the introduction. */
  roleTexts: unknown;
  /** The language the mail is in: the candidate's once they registered, else the role's. */
  language: Language;
}

/** Images mail clients show; SVG and data: URLs they block. */
const MAIL_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const inviteFacts = {
  code: invites.code,
  email: invites.email,
  label: invites.label,
  expiresAt: invites.expiresAt,
  revokedAt: invites.revokedAt,
  roleTitle: roleVersions.title,
  companyName: roleVersions.companyName,
  roleTexts: roleVersions.candidateTexts,
  // The role version's language reads English when it was saved before roles had one.
  language: sql<Language>`coalesce((select c.language from candidates c where c.invite_code = ${invites.code}), ${roleVersions.settings}->>'language', ${DEFAULT_LANGUAGE})`,
  logoId: sql<string | null>`case when ${roleLogos.mimeType} in (${sql.join(
    MAIL_IMAGE_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )}) then ${roleLogos.id} end`,
};

function inviteFactsQuery(db: Database) {
  return db
    .select(inviteFacts)
    .from(invites)
    .innerJoin(
      roleVersions,
      and(eq(roleVersions.roleId, invites.roleId), eq(roleVersions.version, invites.roleVersion)),
    )
    .leftJoin(roleLogos, eq(roleLogos.id, roleVersions.companyLogoId));
}

export async function findInviteMailFacts(
  db: Database,
  code: string,
): Promise<InviteMailFacts | null> {
  const rows = await inviteFactsQuery(db).where(eq(invites.code, code));
  return rows[0] ?? null;
}

/**
 * Invites due a reminder at `now`: with an address, not revoked, not expired, within
 * `reminderHours` of expiry, and whose candidate (if one registered) has not completed.
 * Invites reminded already are left to the dedupe key.
 */
export async function listInvitesDueReminder(
  db: Database,
  now: Date,
  reminderHours: number,
): Promise<InviteMailFacts[]> {
  const remindFrom = new Date(now.getTime() + reminderHours * 60 * 60 * 1000);
  return inviteFactsQuery(db)
    .leftJoin(candidates, eq(candidates.inviteCode, invites.code))
    .where(
      and(
        isNotNull(invites.email),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, now),
        lte(invites.expiresAt, remindFrom),
        or(isNull(candidates.id), isNull(candidates.completedAt)),
        sql`not exists (select 1 from mail_outbox m where m.dedupe_key = 'reminder:' || ${invites.code})`,
      ),
    )
    .limit(200);
}

/** The candidate who just finished, with the role they were invited to. */
export async function findCompletionFacts(db: Database, candidateId: string) {
  const rows = await db
    .select({
      ...inviteFacts,
      candidateId: candidates.id,
      name: candidates.name,
      email: candidates.email,
      completedAt: candidates.completedAt,
      overTime: candidates.overTime,
    })
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(
      roleVersions,
      and(eq(roleVersions.roleId, invites.roleId), eq(roleVersions.version, invites.roleVersion)),
    )
    .leftJoin(roleLogos, eq(roleLogos.id, roleVersions.companyLogoId))
    .where(eq(candidates.id, candidateId));
  return rows[0] ?? null;
}

/**
 * Candidates who completed since `since` and whose receipt was never queued: the process stopped
 * between recording the completion and queuing its mails. The sweep queues them late.
 */
export async function listCompletionsWithoutMail(db: Database, since: Date, now: Date) {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        gt(candidates.completedAt, since),
        lte(candidates.completedAt, now),
        sql`not exists (select 1 from mail_outbox m where m.dedupe_key = 'received:' || ${candidates.id}::text)`,
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}

/** Members who may review and have an address: they hear that a candidate finished. */
export async function listReviewersWithEmail(db: Database) {
  return db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(
      and(
        isNull(members.removedAt),
        isNotNull(members.email),
        inArray(members.role, ['owner', 'admin', 'reviewer']),
      ),
    );
}

import { and, asc, count, eq, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  adminDevices,
  adminSessions,
  apiTokens,
  memberInvites,
  members,
  shareLinks,
} from '../../db/schema';

export type TeamMemberRow = typeof members.$inferSelect;
export type MemberInviteRow = typeof memberInvites.$inferSelect;

/** A page's last member, as where the next page starts. */
export type MemberAnchor = { removed: boolean; createdText: string; id: string };

/**
 * The members, active ones first, then by when they joined: `limit` of them after `after` (from
 * the top when null), by the keyset `(removed_at is not null, created_at, id)`.
 */
export async function listMembers(
  db: Database,
  page: { after: MemberAnchor | null; limit: number },
): Promise<(TeamMemberRow & { createdText: string })[]> {
  const { after, limit } = page;
  const removed = sql`(${members.removedAt} is not null)`;
  return db
    .select({ ...getTableColumns(members), createdText: sql<string>`${members.createdAt}::text` })
    .from(members)
    .where(
      after
        ? sql`(${removed}, ${members.createdAt}, ${members.id}) > (${after.removed}, ${after.createdText}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(removed, asc(members.createdAt), asc(members.id))
    .limit(limit);
}

/**
 * Invites not used, revoked or expired, newest first, with the name of who made each. One whose
 * maker was removed is left out: it no longer opens (`member-invites.service.ts`).
 */
export async function listPendingInvites(
  db: Database,
  now: Date,
): Promise<(MemberInviteRow & { createdByName: string | null })[]> {
  return db
    .select({ ...getTableColumns(memberInvites), createdByName: members.name })
    .from(memberInvites)
    .leftJoin(members, eq(members.id, memberInvites.createdBy))
    .where(
      and(
        isNull(memberInvites.usedAt),
        isNull(memberInvites.revokedAt),
        gt(memberInvites.expiresAt, now),
        isNull(members.removedAt),
      ),
    )
    .orderBy(sql`${memberInvites.createdAt} desc`);
}

export async function insertMemberInvite(
  db: Database,
  row: typeof memberInvites.$inferInsert,
): Promise<MemberInviteRow> {
  const [inserted] = await db.insert(memberInvites).values(row).returning();
  return inserted as MemberInviteRow;
}

export async function revokePendingInvite(
  db: Database,
  id: string,
  now: Date,
): Promise<MemberInviteRow | null> {
  const rows = await db
    .update(memberInvites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberInvites.id, id),
        isNull(memberInvites.usedAt),
        isNull(memberInvites.revokedAt),
        gt(memberInvites.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** How many active owners there are besides this member. */
export async function countOtherOwners(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(members)
    .where(and(eq(members.role, 'owner'), isNull(members.removedAt), ne(members.id, id)));
  return row?.value ?? 0;
}

export async function setMemberRole(
  db: Database,
  id: string,
  role: TeamMemberRow['role'],
): Promise<TeamMemberRow | null> {
  const rows = await db
    .update(members)
    .set({ role })
    .where(and(eq(members.id, id), isNull(members.removedAt)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Removes a member in one transaction: `removed_at` set, every session of theirs deleted and every
 * API token revoked, so their next request is refused whichever way it comes; the join links and
 * share links they made and still open are revoked, and the browsers they signed in with are
 * forgotten (no budget of their own left in the sign-in throttle).
 */
export async function removeMember(
  db: Database,
  id: string,
  now: Date,
): Promise<TeamMemberRow | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(members)
      .set({ removedAt: now })
      .where(and(eq(members.id, id), isNull(members.removedAt)))
      .returning();
    const removed = rows[0];
    if (!removed) return null;
    await tx.delete(adminSessions).where(eq(adminSessions.memberId, id));
    await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.memberId, id), isNull(apiTokens.revokedAt)));
    await tx
      .update(memberInvites)
      .set({ revokedAt: now })
      .where(
        and(
          eq(memberInvites.createdBy, id),
          isNull(memberInvites.usedAt),
          isNull(memberInvites.revokedAt),
          gt(memberInvites.expiresAt, now),
        ),
      );
    await tx
      .update(shareLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(shareLinks.createdBy, id),
          isNull(shareLinks.revokedAt),
          gt(shareLinks.expiresAt, now),
        ),
      );
    await tx.delete(adminDevices).where(eq(adminDevices.memberId, id));
    return removed;
  });
}

import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberInvites, members } from '../../db/schema';
import type { MemberInviteRow, TeamMemberRow } from './members.repository';

/** How many join links the member made that still wait to be used (not used, revoked or expired). */
export async function countPendingInvitesBy(
  db: Database,
  memberId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberInvites)
    .where(
      and(
        eq(memberInvites.createdBy, memberId),
        isNull(memberInvites.usedAt),
        isNull(memberInvites.revokedAt),
        gt(memberInvites.expiresAt, now),
      ),
    );
  return row?.value ?? 0;
}

/** An invite by its token's hash, with the name of who made it and whether they were removed. */
export async function findInviteByHash(
  db: Database,
  tokenHash: string,
): Promise<{
  invite: MemberInviteRow;
  invitedBy: string | null;
  inviterRemovedAt: Date | null;
} | null> {
  const rows = await db
    .select({ invite: memberInvites, invitedBy: members.name, inviterRemovedAt: members.removedAt })
    .from(memberInvites)
    .leftJoin(members, eq(members.id, memberInvites.createdBy))
    .where(eq(memberInvites.tokenHash, tokenHash));
  return rows[0] ?? null;
}

/**
 * Creates the member and uses the invite, in one transaction: the invite is taken only while it is
 * still pending, so two people opening one link make one member. Null when it was taken first.
 */
export async function joinWithInvite(
  db: Database,
  inviteId: string,
  member: typeof members.$inferInsert,
  now: Date,
): Promise<TeamMemberRow | null> {
  return db
    .transaction(async (tx) => {
      const [created] = await tx.insert(members).values(member).returning();
      const used = await tx
        .update(memberInvites)
        .set({ usedAt: now, usedBy: (created as TeamMemberRow).id })
        .where(
          and(
            eq(memberInvites.id, inviteId),
            isNull(memberInvites.usedAt),
            isNull(memberInvites.revokedAt),
            gt(memberInvites.expiresAt, now),
          ),
        )
        .returning({ id: memberInvites.id });
      // Undoes the member: the invite was used, revoked or expired meanwhile.
      if (used.length === 0) throw new InviteTaken();
      return created as TeamMemberRow;
    })
    .catch((error: unknown) => {
      if (error instanceof InviteTaken) return null;
      throw error;
    });
}

class InviteTaken extends Error {}

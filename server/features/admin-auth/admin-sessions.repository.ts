import { and, desc, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminSessions, members } from '../../db/schema';
import type { MemberRow } from '../team/members.service';

export type AdminSessionRow = typeof adminSessions.$inferSelect;

export async function insertAdminSession(
  db: Database,
  row: typeof adminSessions.$inferInsert,
): Promise<void> {
  await db.insert(adminSessions).values(row);
}

/** The unexpired session with this token hash, of a member not removed, or null. */
export async function findLiveAdminSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ session: AdminSessionRow; member: MemberRow } | null> {
  const rows = await db
    .select({ session: adminSessions, member: members })
    .from(adminSessions)
    .innerJoin(members, eq(members.id, adminSessions.memberId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        gt(adminSessions.expiresAt, now),
        isNull(members.removedAt),
      ),
    );
  return rows[0] ?? null;
}

export async function extendAdminSession(
  db: Database,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.update(adminSessions).set({ expiresAt }).where(eq(adminSessions.tokenHash, tokenHash));
}

export async function deleteAdminSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

export async function deleteExpiredAdminSessions(db: Database, now: Date): Promise<void> {
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, now));
}

/** The member's unexpired sessions, newest first. */
export async function listMemberAdminSessions(
  db: Database,
  memberId: string,
  now: Date,
): Promise<AdminSessionRow[]> {
  return db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.memberId, memberId), gt(adminSessions.expiresAt, now)))
    .orderBy(desc(adminSessions.createdAt));
}

/** Ends every session of the member but the one with `keepTokenHash`; answers how many ended. */
export async function deleteMemberAdminSessions(
  db: Database,
  memberId: string,
  keepTokenHash: string | null,
): Promise<number> {
  const rows = await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.memberId, memberId),
        keepTokenHash === null ? undefined : ne(adminSessions.tokenHash, keepTokenHash),
      ),
    )
    .returning({ tokenHash: adminSessions.tokenHash });
  return rows.length;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';

export type AccountRow = typeof members.$inferSelect;

/** The active member with this email (compared without case), or null. */
export async function findActiveMemberByEmail(
  db: Database,
  email: string,
): Promise<AccountRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email.toLowerCase()}`, isNull(members.removedAt)));
  return rows[0] ?? null;
}

export async function renameMember(
  db: Database,
  id: string,
  name: string,
): Promise<AccountRow | null> {
  const rows = await db
    .update(members)
    .set({ name })
    .where(and(eq(members.id, id), isNull(members.removedAt)))
    .returning();
  return rows[0] ?? null;
}

export async function setMemberPasswordHash(
  db: Database,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.update(members).set({ passwordHash }).where(eq(members.id, id));
}

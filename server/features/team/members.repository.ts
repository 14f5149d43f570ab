import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

/** A member who has not been removed, or null. */
export async function findActiveMember(db: Database, id: string): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), isNull(members.removedAt)));
  return rows[0] ?? null;
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import type { AccountRow } from './accounts.repository';

/** Sets an active member's email; a unique violation means another member has it. */
export async function setMemberEmail(
  db: Database,
  id: string,
  email: string,
): Promise<AccountRow | null> {
  const rows = await db
    .update(members)
    .set({ email })
    .where(and(eq(members.id, id), isNull(members.removedAt)))
    .returning();
  return rows[0] ?? null;
}

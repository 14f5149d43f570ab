import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invites } from '../../db/schema';

export type InviteRow = typeof invites.$inferSelect;

export async function insertInvite(
  db: Database,
  row: typeof invites.$inferInsert,
): Promise<InviteRow> {
  const [inserted] = await db.insert(invites).values(row).returning();
  if (!inserted) throw new Error('Insert returned no invite');
  return inserted;
}

export async function findInvite(db: Database, code: string): Promise<InviteRow | null> {
  const rows = await db.select().from(invites).where(eq(invites.code, code));
  return rows[0] ?? null;
}

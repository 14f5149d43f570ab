import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
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

const inviteByCode = preparedPerDatabase((db) =>
  db
    .select()
    .from(invites)
    .where(eq(invites.code, sql.placeholder('code')))
    .prepare('invite_by_code'),
);

export async function findInvite(db: Database, code: string): Promise<InviteRow | null> {
  const rows = await inviteByCode(db).execute({ code });
  return rows[0] ?? null;
}

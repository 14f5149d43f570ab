import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminSessions } from '../../db/schema';

export type AdminSessionRow = typeof adminSessions.$inferSelect;

export async function insertAdminSession(
  db: Database,
  row: typeof adminSessions.$inferInsert,
): Promise<void> {
  await db.insert(adminSessions).values(row);
}

/** The unexpired session with this token hash, or null. */
export async function findLiveAdminSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<AdminSessionRow | null> {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)));
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

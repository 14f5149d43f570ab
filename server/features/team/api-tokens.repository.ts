import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens, members } from '../../db/schema';
import type { MemberRow } from './members.repository';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertApiToken(
  db: Database,
  row: typeof apiTokens.$inferInsert,
): Promise<ApiTokenRow> {
  const [inserted] = await db.insert(apiTokens).values(row).returning();
  return inserted as ApiTokenRow;
}

/** The live token with this hash and its member, unless either was revoked or removed. */
export async function findLiveApiToken(
  db: Database,
  tokenHash: string,
): Promise<{ token: ApiTokenRow; member: MemberRow } | null> {
  const rows = await db
    .select({ token: apiTokens, member: members })
    .from(apiTokens)
    .innerJoin(members, eq(members.id, apiTokens.memberId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        isNull(members.removedAt),
      ),
    );
  return rows[0] ?? null;
}

export async function touchApiToken(db: Database, id: string, now: Date): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, id));
}

/** A member's tokens, newest first, revoked ones included (the list says so). */
export async function listMemberApiTokens(db: Database, memberId: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.memberId, memberId))
    .orderBy(desc(apiTokens.createdAt));
}

/** Revokes one of the member's live tokens; answers whether there was one. */
export async function revokeMemberApiToken(
  db: Database,
  memberId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.memberId, memberId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

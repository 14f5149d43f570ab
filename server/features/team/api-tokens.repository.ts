import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
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

/** How many of the member's tokens are live (not revoked). */
export async function countLiveApiTokens(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.memberId, memberId), isNull(apiTokens.revokedAt)));
  return row?.value ?? 0;
}

/** A page's last token, as where the next page starts: its `created_at` as text, and its id. */
export type ApiTokenAnchor = { createdText: string; id: string };

/**
 * A member's tokens, newest first, revoked ones included (the list says so): `limit` of them
 * after `after` (from the top when null), by the keyset `(created_at, id)`.
 */
export async function listMemberApiTokens(
  db: Database,
  memberId: string,
  page: { after: ApiTokenAnchor | null; limit: number },
): Promise<(ApiTokenRow & { createdText: string })[]> {
  const { after, limit } = page;
  return db
    .select({
      ...getTableColumns(apiTokens),
      createdText: sql<string>`${apiTokens.createdAt}::text`,
    })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.memberId, memberId),
        after
          ? sql`(${apiTokens.createdAt}, ${apiTokens.id}) < (${after.createdText}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(limit);
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

/** Revokes every live token of the member; answers how many. */
export async function revokeAllMemberApiTokens(
  db: Database,
  memberId: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.memberId, memberId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length;
}

import { and, count, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidates, members, shareFeedback, shareLinks, shareVisits } from '../../db/schema';

export async function candidateExists(db: Database, candidateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row !== undefined;
}

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function insertShareLink(
  db: Database,
  values: typeof shareLinks.$inferInsert,
): Promise<ShareLinkRow> {
  const [row] = await db.insert(shareLinks).values(values).returning();
  return row as ShareLinkRow;
}

/** How many of the member's shares still work (not revoked, not expired). */
export async function countActiveSharesBy(
  db: Database,
  memberId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.createdBy, memberId),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, now),
      ),
    );
  return row?.value ?? 0;
}

/** How much feedback the share has taken, all its candidates together. */
export async function countShareFeedback(db: Database, shareId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(shareFeedback)
    .where(eq(shareFeedback.shareId, shareId));
  return row?.value ?? 0;
}

/** Each share with who made it, the shared candidate's name, and its visits and feedback. */
function selectShares(db: Database) {
  return db
    .select({
      share: shareLinks,
      createdBy: members.name,
      candidateName: candidates.name,
      visits: sql<number>`(select coalesce(sum(v.visits), 0)::int from ${shareVisits} v where v.share_id = ${shareLinks.id})`,
      lastVisitAt: sql<
        string | null
      >`(select max(v.visited_at)::text from ${shareVisits} v where v.share_id = ${shareLinks.id})`,
      feedbackCount: sql<number>`(select count(*)::int from ${shareFeedback} f where f.share_id = ${shareLinks.id})`,
      createdText: sql<string>`${shareLinks.createdAt}::text`,
    })
    .from(shareLinks)
    .innerJoin(members, eq(members.id, shareLinks.createdBy))
    .leftJoin(candidates, eq(candidates.id, shareLinks.candidateId));
}
/** Newest first: `limit` shares after `after` (from the top when null), by `(created_at, id)`. */
export function listShareRows(
  db: Database,
  page: { after: { createdText: string; id: string } | null; limit: number },
) {
  const { after, limit } = page;
  return selectShares(db)
    .where(
      after
        ? sql`(${shareLinks.createdAt}, ${shareLinks.id}) < (${after.createdText}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(limit);
}

export type ShareListRow = Awaited<ReturnType<typeof listShareRows>>[number];

export async function findShareRow(db: Database, id: string): Promise<ShareListRow | undefined> {
  const [row] = await selectShares(db).where(eq(shareLinks.id, id));
  return row;
}

/** Marks a share revoked once; a second revoke keeps the first time. */
export async function revokeShareLink(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.id, id), sql`${shareLinks.revokedAt} is null`));
}

/** A share by its token's hash, with when its maker was removed (null while they are a member). */
export async function findShareByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<(ShareLinkRow & { creatorRemovedAt: Date | null }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(shareLinks), creatorRemovedAt: members.removedAt })
    .from(shareLinks)
    .innerJoin(members, eq(members.id, shareLinks.createdBy))
    .where(eq(shareLinks.tokenHash, tokenHash));
  return row;
}

/**
 * Counts a visit in the link's row of the day (UTC), made by the first visit of that day, so a
 * link opened all day long keeps one row a day. Answers whether it was the link's first visit.
 */
export async function recordShareVisit(db: Database, shareId: string, now: Date): Promise<boolean> {
  const [before] = await db
    .select({ id: shareVisits.id })
    .from(shareVisits)
    .where(eq(shareVisits.shareId, shareId))
    .limit(1);
  await db
    .insert(shareVisits)
    .values({ shareId, visitedAt: now, visitDay: now.toISOString().slice(0, 10), visits: 1 })
    .onConflictDoUpdate({
      target: [shareVisits.shareId, shareVisits.visitDay],
      set: {
        visits: sql`${shareVisits.visits} + 1`,
        visitedAt: sql`greatest(${shareVisits.visitedAt}, excluded.visited_at)`,
      },
    });
  return before === undefined;
}

export async function insertShareFeedback(
  db: Database,
  values: typeof shareFeedback.$inferInsert,
): Promise<void> {
  await db.insert(shareFeedback).values(values);
}

/** What share visitors said about a candidate, newest first, with the share's label. */
export function listGuestFeedbackRows(db: Database, candidateId: string) {
  return db
    .select({ feedback: shareFeedback, shareLabel: shareLinks.label })
    .from(shareFeedback)
    .innerJoin(shareLinks, eq(shareLinks.id, shareFeedback.shareId))
    .where(eq(shareFeedback.candidateId, candidateId))
    .orderBy(desc(shareFeedback.createdAt), desc(shareFeedback.id));
}

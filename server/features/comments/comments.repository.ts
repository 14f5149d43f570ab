import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidates, members, reviewComments } from '../../db/schema';

export type CommentRow = typeof reviewComments.$inferSelect;

export async function candidateExists(db: Database, candidateId: string): Promise<boolean> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return rows.length > 0;
}

/** How many comments the member has on the candidate. */
export async function countMemberComments(
  db: Database,
  candidateId: string,
  memberId: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(reviewComments)
    .where(and(eq(reviewComments.candidateId, candidateId), eq(reviewComments.memberId, memberId)));
  return row?.value ?? 0;
}

const commentColumns = {
  id: reviewComments.id,
  candidateId: reviewComments.candidateId,
  memberId: reviewComments.memberId,
  authorName: members.name,
  body: reviewComments.body,
  mentions: reviewComments.mentions,
  createdAt: reviewComments.createdAt,
  editedAt: reviewComments.editedAt,
  version: reviewComments.version,
};

/**
 * The candidate's thread with each author's name, oldest first: `limit` comments after the one
 * with id `afterId` (from the first when null), through the index on `(candidate_id, id)`.
 */
export function selectComments(
  db: Database,
  candidateId: string,
  page: { afterId: number | null; limit: number },
) {
  return db
    .select(commentColumns)
    .from(reviewComments)
    .innerJoin(members, eq(members.id, reviewComments.memberId))
    .where(
      and(
        eq(reviewComments.candidateId, candidateId),
        page.afterId === null ? undefined : gt(reviewComments.id, page.afterId),
      ),
    )
    .orderBy(asc(reviewComments.id))
    .limit(page.limit);
}

export type CommentWithAuthor = Awaited<ReturnType<typeof selectComments>>[number];

export async function findComment(db: Database, id: number): Promise<CommentWithAuthor | null> {
  const [row] = await db
    .select(commentColumns)
    .from(reviewComments)
    .innerJoin(members, eq(members.id, reviewComments.memberId))
    .where(eq(reviewComments.id, id));
  return row ?? null;
}

export async function insertComment(
  db: Database,
  values: Pick<CommentRow, 'candidateId' | 'memberId' | 'body' | 'mentions' | 'createdAt'>,
): Promise<number> {
  const [row] = await db.insert(reviewComments).values(values).returning({ id: reviewComments.id });
  if (!row) throw new Error('The comment insert returned no row');
  return row.id;
}

/** Applies the edit only to the version it was based on; false when that is no longer the one. */
export async function updateCommentAt(
  db: Database,
  id: number,
  baseVersion: number,
  change: Pick<CommentRow, 'body' | 'mentions' | 'editedAt'>,
): Promise<boolean> {
  const rows = await db
    .update(reviewComments)
    .set({ ...change, version: sql`${reviewComments.version} + 1` })
    .where(and(eq(reviewComments.id, id), eq(reviewComments.version, baseVersion)))
    .returning({ id: reviewComments.id });
  return rows.length > 0;
}

export async function deleteComment(db: Database, id: number): Promise<void> {
  await db.delete(reviewComments).where(eq(reviewComments.id, id));
}

/** The members with these ids (removed ones too: a comment keeps naming whom it mentioned). */
export function selectMemberNames(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: members.id, name: members.name, removedAt: members.removedAt })
    .from(members)
    .where(inArray(members.id, ids));
}

/** Everyone on the team now, by name: whom a comment may mention. */
export function selectActiveMembers(db: Database) {
  return db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(isNull(members.removedAt))
    .orderBy(asc(members.name), asc(members.id));
}

import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, reviewComments } from '../../db/schema';

/** The active members among `ids` who have an email address: whom a mention can mail. */
export async function listMentionedWithEmail(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: members.id, name: members.name, email: members.email })
    .from(members)
    .where(and(inArray(members.id, ids), isNull(members.removedAt), isNotNull(members.email)));
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

/** The candidate a comment is on, or null when the comment is gone. */
export async function findCommentCandidate(db: Database, commentId: number) {
  const rows = await db
    .select({ candidateId: reviewComments.candidateId })
    .from(reviewComments)
    .where(eq(reviewComments.id, commentId));
  return rows[0]?.candidateId ?? null;
}

import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidates, reviewChanges, reviewComments, reviews, reviewScores } from '../../db/schema';

/** A moment as epoch milliseconds: PGlite and node-postgres both answer a plain number. */
const epochMs = (moment: SQL) => sql`(extract(epoch from ${moment}) * 1000)::float8`;

/**
 * The candidate's activity stamp in one round trip, or null when there is no such candidate:
 * the review's version, the comments' count and latest write, the scores' count and latest
 * (each a scalar subquery on its candidate index).
 */
export async function findActivity(db: Database, candidateId: string) {
  const ofComments = sql`from ${reviewComments} where ${reviewComments.candidateId} = ${candidates.id}`;
  const ofScores = sql`from ${reviewScores} where ${reviewScores.candidateId} = ${candidates.id}`;
  const commentAt = sql`coalesce(${reviewComments.editedAt}, ${reviewComments.createdAt})`;
  const rows = await db
    .select({
      reviewVersion: sql<number>`coalesce(${reviews.version}, 0)`,
      commentCount: sql<number>`(select count(*)::int ${ofComments})`,
      lastCommentId: sql<number | null>`(select max(${reviewComments.id}) ${ofComments})`,
      lastCommentAt: sql<number | null>`(select ${epochMs(sql`max(${commentAt})`)} ${ofComments})`,
      scoreCount: sql<number>`(select count(*)::int ${ofScores})`,
      lastScoreAt: sql<
        number | null
      >`(select ${epochMs(sql`max(${reviewScores.updatedAt})`)} ${ofScores})`,
    })
    .from(candidates)
    .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
    .where(eq(candidates.id, candidateId));
  return rows[0] ?? null;
}

/** Every change of the candidate's decision, newest first. */
export function listDecisionChanges(db: Database, candidateId: string) {
  return db
    .select({
      id: reviewChanges.id,
      field: reviewChanges.field,
      value: reviewChanges.value,
      actor: reviewChanges.actor,
      memberId: reviewChanges.memberId,
      at: reviewChanges.createdAt,
    })
    .from(reviewChanges)
    .where(eq(reviewChanges.candidateId, candidateId))
    .orderBy(desc(reviewChanges.createdAt), desc(reviewChanges.id));
}

import { sql, type SQL } from 'drizzle-orm';
import { candidates, reviewScores } from '../../db/schema';

/**
 * The team's scores as the list, its filters and order, and the CSV export read them: each
 * member's own score (`review_scores`), never `reviews.score` (the single score of before the
 * team, kept by migration 0009 as the owner's). They refer to `candidates` by table name and find
 * a candidate's scores by the primary key's first column. The average and the count are kept on
 * the candidate by a trigger on `review_scores` (migration 0014), so the score order is an index.
 */

const ofCandidate = sql`${reviewScores.candidateId} = ${candidates.id}`;

/** The average of every member's score, null when nobody scored. */
export const averageScore = sql<number | null>`${candidates.scoreAverage}`.mapWith(
  (value: unknown) => (value === null ? null : Number(value)),
);

/** How many members scored. */
export const scoreCount = sql<number>`${candidates.scoreCount}`.mapWith(Number);

/** The member's own score, or null (also when no member asks, e.g. the CSV export's rows). */
export function memberScore(memberId: string | undefined): SQL<number | null> {
  if (!memberId) return sql<number | null>`null::int`;
  return sql<number | null>`(
    select ${reviewScores.score} from ${reviewScores}
    where ${ofCandidate} and ${reviewScores.memberId} = ${memberId}
  )`;
}

/** Candidates the member has not scored yet. */
export function notScoredBy(memberId: string): SQL {
  return sql`not exists (
    select 1 from ${reviewScores} where ${ofCandidate} and ${reviewScores.memberId} = ${memberId}
  )`;
}

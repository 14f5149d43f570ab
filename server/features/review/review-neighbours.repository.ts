import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidates, reviews } from '../../db/schema';
import { candidateAnchor, filtered, plan, type Side } from './review-keyset';
import { filterConditions, joinRoleVersion, orderTerms, type ListFilters } from './review-list-sql';

/**
 * Previous / Next and the position by keyset: the rows either side of the candidate are found
 * through the index of the list's order, starting from the candidate's own keys, instead of
 * ranking the whole filtered list (docs/capacity.md, the review list). The candidate's keys are
 * read by the database itself (`(select … where id = $1)`), so a timestamp's microseconds never
 * pass through JavaScript's milliseconds (`review-keyset.ts`).
 */

/**
 * How far from either end of the whole list (every candidate, in the chosen order) a position is
 * counted: each count reads the candidates between this one and that end, so deeper in a longer
 * list the position is left out (null) and Previous / Next stay as quick as at the top.
 */
const POSITION_COUNTED_WITHIN = 500;

/**
 * A list of at most `POSITION_COUNTED_WITHIN` candidates is ranked whole in one statement: the
 * filters pick its rows by their own indexes (a rare search through the trigrams), where walking
 * the order's index to the first match could read every candidate.
 */
async function rankInShortList(db: Database, filters: ListFilters, candidateId: string) {
  const order = sql.join(orderTerms(filters), sql`, `);
  const ranked = joinRoleVersion(
    db
      .select({
        rankedId: sql<string>`${candidates.id}`.as('ranked_id'),
        previousId: sql<string | null>`lag(${candidates.id}) over (order by ${order})`.as(
          'previous_id',
        ),
        nextId: sql<string | null>`lead(${candidates.id}) over (order by ${order})`.as('next_id'),
        position: sql<number>`row_number() over (order by ${order})`.as('position'),
      })
      .from(candidates)
      .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
      .$dynamic(),
    filters,
  )
    .where(filterConditions(filters))
    .as('ranked');
  const [row] = await db
    .select({
      previousId: ranked.previousId,
      nextId: ranked.nextId,
      position: sql<number | null>`${ranked.position}`.mapWith(Number),
    })
    .from(ranked)
    .where(eq(ranked.rankedId, candidateId));
  return row ?? null;
}

/**
 * Where one candidate stands in the filtered, ordered list of `total` candidates, with the ids
 * either side; null when the filters leave them out.
 */
export async function findCandidateNeighbours(
  db: Database,
  filters: ListFilters,
  candidateId: string,
  total: number,
  countedWithin = POSITION_COUNTED_WITHIN,
): Promise<{ previousId: string | null; nextId: string | null; position: number | null } | null> {
  if (total <= countedWithin) return rankInShortList(db, filters, candidateId);
  const { key, sameKind, order } = plan(filters, candidateAnchor(filters, candidateId));
  const list = filtered(db, filters, key);
  const [found] = await list
    .ids()
    .where(and(eq(candidates.id, candidateId), filterConditions(filters)));
  if (!found) return null;
  const { keyed } = found;

  const first = async (side: Side, where: SQL) => {
    const [row] = await list
      .ids()
      .where(and(where, filterConditions(filters)))
      .orderBy(...order(side))
      .limit(1);
    return row?.id ?? null;
  };
  /**
   * On one side, up to `limit` candidates of the whole list read in order from the candidate
   * outwards through the sort's index, and how many of them the filters keep. The filters are
   * checked on the rows as they are read, in the select list, so they never choose which rows are
   * read: a filter on another table (a review's status) cannot make the database read every
   * candidate, nor every review of that status, to count a few (docs/capacity.md, the review list).
   */
  const upTo = async (side: Side, where: SQL, limit: number) => {
    const conditions = filterConditions(filters);
    const kept = conditions ? sql`coalesce(${conditions}, false)` : sql`true`;
    const read = joinRoleVersion(
      db
        .select({ kept: sql<boolean>`${kept}`.as('kept') })
        .from(candidates)
        .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
        .$dynamic(),
      filters,
    )
      .where(where)
      .orderBy(...order(side))
      .limit(limit)
      .as('read');
    const [row] = await db
      .select({ read: count(), kept: count(sql`case when ${read.kept} then 1 end`) })
      .from(read);
    return { read: row?.read ?? 0, kept: row?.kept ?? 0 };
  };
  /**
   * The filtered rows on one side, or null when the whole list holds `countedWithin` or more
   * candidates on that side (they are not counted).
   */
  const near = async (side: Side) => {
    const own = await upTo(side, sameKind(side, keyed), countedWithin);
    if (own.read >= countedWithin) return null;
    // Keyed rows come before the unkeyed: the whole other part is on that side.
    const across = key && (side === 'before' ? !keyed : keyed);
    if (!across) return own.kept;
    const otherPart = sql`${key} is ${side === 'before' ? sql`not null` : sql`null`}`;
    const room = countedWithin - own.read;
    const other = await upTo(side, otherPart, room);
    return other.read >= room ? null : own.kept + other.kept;
  };
  const position = async () => {
    const before = await near('before');
    if (before !== null) return before + 1;
    const after = await near('after');
    return after === null ? null : total - after;
  };

  // The side across the boundary of the two parts is the other part's end.
  const [previousId, nextId, place] = await Promise.all([
    first('before', sameKind('before', keyed)).then(
      async (id) => id ?? (key && !keyed ? first('before', sql`${key} is not null`) : null),
    ),
    first('after', sameKind('after', keyed)).then(
      async (id) => id ?? (key && keyed ? first('after', sql`${key} is null`) : null),
    ),
    position(),
  ]);
  return { previousId, nextId, position: place };
}

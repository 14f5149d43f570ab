import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { candidates, reviews } from '../../db/schema';
import { filterConditions, joinRoleVersion, sortKey, type ListFilters } from './review-list-sql';

/**
 * Previous / Next and the position by keyset: the rows either side of the candidate are found
 * through the index of the list's order, starting from the candidate's own keys, instead of
 * ranking the whole filtered list (docs/capacity.md, the review list). The candidate's keys are
 * read by the database itself (`(select … where id = $1)`), so a timestamp's microseconds never
 * pass through JavaScript's milliseconds.
 *
 * The order is `key nulls last, created_at, id`, all in one direction (`orderTerms`): candidates
 * with a key come first, then those without, so each side is looked for in the candidate's own
 * part first and then in the other part.
 */

type Side = 'before' | 'after';

/** A row comparison against the candidate's own values of the same columns. */
function beside(columns: SQL[], candidateId: string, comparison: SQL): SQL {
  const list = sql.join(columns, sql`, `);
  return sql`(${list}) ${comparison} (select ${list} from ${candidates} where ${candidates.id} = ${candidateId})`;
}

function plan(filters: ListFilters, candidateId: string) {
  const key = sortKey(filters);
  const descending = filters.order !== 'asc';
  const comparison = (side: Side) =>
    (side === 'after') === descending ? sql.raw('<') : sql.raw('>');
  const tie = [sql`${candidates.createdAt}`, sql`${candidates.id}`];
  /** The rows on one side, among those with the candidate's kind of key (set or missing). */
  const sameKind = (side: Side, keyed: boolean): SQL => {
    if (!key) return beside(tie, candidateId, comparison(side));
    if (!keyed) return sql`${key} is null and ${beside(tie, candidateId, comparison(side))}`;
    // A row comparison is null, so false, where the key is missing: only keyed rows pass.
    return beside([key, ...tie], candidateId, comparison(side));
  };
  /**
   * Closest row first: after the candidate in the list's own order, before it in the reverse one
   * (missing keys then first), so either is one of the sort's indexes read forwards or backwards.
   */
  const order = (side: Side): SQL[] => {
    const ascending = (side === 'after') !== descending;
    const direction = ascending ? sql`asc` : sql`desc`;
    const nulls = side === 'after' ? sql`nulls last` : sql`nulls first`;
    return [
      ...(key ? [sql`${key} ${direction} ${nulls}`] : []),
      ...tie.map((column) => sql`${column} ${direction}`),
    ];
  };
  return { key, sameKind, order };
}

/**
 * The filtered list (the same joins as the list's page): ids, with whether the sort key is set
 * (always, when sorted by registration).
 */
function filtered(db: Database, filters: ListFilters, key: SQL | undefined) {
  const from = <T extends PgSelect>(query: T) =>
    joinRoleVersion(query.leftJoin(reviews, eq(reviews.candidateId, candidates.id)), filters);
  const keyed = key ? sql<boolean>`${key} is not null` : sql<boolean>`true`;
  return {
    ids: () => from(db.select({ id: candidates.id, keyed }).from(candidates).$dynamic()),
  };
}

/**
 * How far from either end of the list a position is counted: each count reads the rows between
 * the candidate and that end, so deeper in a longer list the position is left out (null) and
 * Previous / Next stay as quick as at the top.
 */
const POSITION_COUNTED_WITHIN = 2000;

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
  const { key, sameKind, order } = plan(filters, candidateId);
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
   * The rows on one side, up to `limit`: read in order from the candidate outwards through the
   * sort's index, so the count stops at the bound (unordered, the planner may scan the table).
   */
  const upTo = async (side: Side, where: SQL, limit: number) => {
    const rows = list
      .ids()
      .where(and(where, filterConditions(filters)))
      .orderBy(...order(side))
      .limit(limit)
      .as('near');
    const [row] = await db.select({ n: count() }).from(rows);
    return row?.n ?? 0;
  };
  /** The rows on one side up to the bound: the candidate's own part, then the other. */
  const near = async (side: Side) => {
    const inOwnPart = await upTo(side, sameKind(side, keyed), countedWithin);
    // Keyed rows come before the unkeyed: the whole other part is on that side.
    const across = key && (side === 'before' ? !keyed : keyed);
    if (!across || inOwnPart >= countedWithin) return inOwnPart;
    const otherPart = sql`${key} is ${side === 'before' ? sql`not null` : sql`null`}`;
    return inOwnPart + (await upTo(side, otherPart, countedWithin - inOwnPart));
  };
  const position = async () => {
    const before = await near('before');
    if (before < countedWithin) return before + 1;
    const after = await near('after');
    return after < countedWithin ? total - after : null;
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

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { candidates, reviews } from '../../db/schema';
import {
  filterConditions,
  joinRoleVersion,
  orderTerms,
  sortKey,
  type ListFilters,
} from './review-list-sql';

/**
 * The list read by keyset, from a candidate's own keys, through the index of the list's order:
 * Previous / Next and the position (`review-neighbours.repository.ts`), and the CSV export's
 * batches (`selectPageAfter`), which never rank or sort the whole filtered list.
 *
 * The order is `key nulls last, created_at, id`, all in one direction (`orderTerms`): candidates
 * with a key come first, then those without, so each side is looked for in the candidate's own
 * part first and then in the other part.
 */

export type Side = 'before' | 'after';

/**
 * Where a side starts: the values of `(created_at, id)` and of `(key, created_at, id)`, each as
 * one row. A candidate's own are read by the database (`candidateAnchor`); a page's last row
 * brings them as text (`pageAnchor`), so the export goes on after a candidate deleted meanwhile.
 */
export interface Anchor {
  tie: SQL;
  keyed: SQL;
}

const TIE = [sql`${candidates.createdAt}`, sql`${candidates.id}`];

/** The candidate's own values, read where they are compared. */
export function candidateAnchor(filters: ListFilters, candidateId: string): Anchor {
  const key = sortKey(filters);
  const row = (columns: SQL[]) =>
    sql`(select ${sql.join(columns, sql`, `)} from ${candidates} where ${candidates.id} = ${candidateId})`;
  return { tie: row(TIE), keyed: row(key ? [key, ...TIE] : TIE) };
}

/** The SQL type of each sort key, to read a page's keys back from their text. */
const KEY_TYPES: Record<NonNullable<ListFilters['sort']>, string | null> = {
  registered: null,
  completed: 'timestamptz',
  score: 'float8',
};

export function plan(filters: ListFilters, anchor: Anchor) {
  const key = sortKey(filters);
  const descending = filters.order !== 'asc';
  const comparison = (side: Side) =>
    (side === 'after') === descending ? sql.raw('<') : sql.raw('>');
  const beside = (columns: SQL[], row: SQL, side: Side) =>
    sql`(${sql.join(columns, sql`, `)}) ${comparison(side)} ${row}`;
  /** The rows on one side, among those with the anchor's kind of key (set or missing). */
  const sameKind = (side: Side, keyed: boolean): SQL => {
    if (!key) return beside(TIE, anchor.tie, side);
    if (!keyed) return sql`${key} is null and ${beside(TIE, anchor.tie, side)}`;
    // A row comparison is null, so false, where the key is missing: only keyed rows pass.
    return beside([key, ...TIE], anchor.keyed, side);
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
      ...TIE.map((column) => sql`${column} ${direction}`),
    ];
  };
  return { key, sameKind, order };
}

/**
 * The filtered list (the same joins as the list's page): its rows as `PageRow`s (whether the sort
 * key is set, always when sorted by registration, and the keys as text).
 */
export function filtered(db: Database, filters: ListFilters, key: SQL | undefined) {
  const from = <T extends PgSelect>(query: T) =>
    joinRoleVersion(query.leftJoin(reviews, eq(reviews.candidateId, candidates.id)), filters);
  const row = {
    id: candidates.id,
    keyed: key ? sql<boolean>`${key} is not null` : sql<boolean>`true`,
    keyText: key ? sql<string | null>`${key}::text` : sql<string | null>`null`,
    createdText: sql<string>`${candidates.createdAt}::text`,
  };
  return { ids: () => from(db.select(row).from(candidates).$dynamic()) };
}

/** One row of a batch of the list: its id, whether it has the sort key, and its keys as text. */
export type PageRow = { id: string; keyed: boolean; keyText: string | null; createdText: string };

/** A page's last row as where the next page starts, its keys read back from their text. */
function pageAnchor(filters: ListFilters, last: PageRow): Anchor {
  const tie = sql`(${last.createdText}::timestamptz, ${last.id}::uuid)`;
  const type = KEY_TYPES[filters.sort ?? 'registered'];
  if (!type || last.keyText === null) return { tie, keyed: tie };
  const keyed = sql`(${last.keyText}::${sql.raw(type)}, ${last.createdText}::timestamptz, ${last.id}::uuid)`;
  return { tie, keyed };
}

/**
 * The next `limit` candidates of the filtered list after `after` (from the top when null), in the
 * list's order: the rest of the last row's own part (keyed or not), then the other part.
 */
export async function selectPageAfter(
  db: Database,
  filters: ListFilters,
  after: PageRow | null,
  limit: number,
): Promise<PageRow[]> {
  const key = sortKey(filters);
  const conditions = filterConditions(filters);
  const rows = () => filtered(db, filters, key).ids();
  if (!after)
    return rows()
      .where(conditions)
      .orderBy(...orderTerms(filters))
      .limit(limit);
  const { sameKind, order } = plan(filters, pageAnchor(filters, after));
  const page = await rows()
    .where(and(sameKind('after', after.keyed), conditions))
    .orderBy(...order('after'))
    .limit(limit);
  if (page.length === limit || !key || !after.keyed) return page;
  // The keyed part ends here: the candidates without the key follow, from their own top.
  const rest = await rows()
    .where(and(sql`${key} is null`, conditions))
    .orderBy(...orderTerms(filters))
    .limit(limit - page.length);
  return [...page, ...rest];
}

import type { Database } from '../../db/client';
import { candidateListVersion } from '../../db/schema';
import type { ListFilters } from './review-list-sql';

/** Filters a team moves between in a day; the oldest are counted again when asked for. */
const KEPT_TOTALS = 200;

interface KeptTotal {
  version: number;
  total: number;
}

/** Per database: a test suite opens many, and each keeps its own numbers. */
const keptByDatabase = new WeakMap<Database, Map<string, KeptTotal>>();

/** What the count depends on: the filters, and who asks when "not scored by me" is on. */
function countKey(filters: ListFilters): string {
  return JSON.stringify([
    filters.role ?? null,
    filters.status ?? null,
    filters.video ?? null,
    filters.overTime ?? null,
    filters.unmatched ?? null,
    filters.q ?? null,
    filters.notScoredByMe && filters.memberId ? filters.memberId : null,
  ]);
}

/**
 * How many candidates the filters match, counted once per filter while the database's list
 * version stands (raised by every write that can change a filter's match, migration 0013). The
 * version is read before counting: a write committed between the two raises it, so the total
 * kept under the older number is never read again. Counting 100,000 candidates reads the whole
 * table (docs/capacity.md, the review list); paging, sorting and Previous / Next do not recount.
 */
export async function countOnce(
  db: Database,
  filters: ListFilters,
  count: () => Promise<number>,
): Promise<number> {
  // Answers raise no list version (a choice is saved at every click), so "Did not match" is
  // counted each time: through its partial index, it reads the flagged candidates alone.
  // "To be deleted" moves with the clock, the privacy settings and the roles' retention, which
  // raise no list version either: counted each time too (docs/privacy.md).
  if (filters.unmatched !== undefined || filters.deletion !== undefined) return count();
  const [row] = await db
    .select({ version: candidateListVersion.version })
    .from(candidateListVersion);
  if (!row) return count();
  let kept = keptByDatabase.get(db);
  if (!kept) keptByDatabase.set(db, (kept = new Map<string, KeptTotal>()));
  const key = countKey(filters);
  const found = kept.get(key);
  if (found?.version === row.version) {
    // Used again: the newest in the map's order, the last to be dropped.
    kept.delete(key);
    kept.set(key, found);
    return found.total;
  }
  const total = await count();
  kept.delete(key);
  kept.set(key, { version: row.version, total });
  if (kept.size > KEPT_TOTALS) kept.delete(kept.keys().next().value as string);
  return total;
}

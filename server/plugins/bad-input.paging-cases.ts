import type { BadInputKind, Call, Variant } from './bad-input.cases';

/** The query of a list paged by cursor (shared/paging.schema.ts), added to the valid call's URL. */
const query =
  (search: string): Variant =>
  (call: Call) => ({ ...call, url: `${call.url}${call.url.includes('?') ? '&' : '?'}${search}` });

const madeUpCursor = Buffer.from(JSON.stringify(['not a time', 'not an id'])).toString('base64url');

export const PAGE_QUERY = {
  'NUL bytes': [query('cursor=ab%00cd')],
  'overlong strings': [query(`cursor=${'a'.repeat(300)}`)],
  'wrong types': [query('limit=ten'), query(`cursor=${madeUpCursor}`), query('cursor=%7B%7D')],
  'out-of-range numbers': [query('limit=0'), query('limit=101'), query('limit=-1')],
} satisfies Partial<Record<BadInputKind, Variant[]>>;

/** Two sets of cases of one route together, kind by kind. */
export function withPageQuery(
  cases: Partial<Record<BadInputKind, Variant[]>>,
): Partial<Record<BadInputKind, Variant[]>> {
  const all: Partial<Record<BadInputKind, Variant[]>> = { ...cases };
  for (const [kind, variants] of Object.entries(PAGE_QUERY) as [BadInputKind, Variant[]][]) {
    all[kind] = [...(all[kind] ?? []), ...variants];
  }
  return all;
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  CandidateListQuerySchema,
  type CandidateListQuery,
} from '../../../../shared/review.schema';

/** The URL's keys, in the order they are written. */
const KEYS = [
  'q',
  'role',
  'status',
  'video',
  'overTime',
  'notScoredByMe',
  'unmatched',
  'deletion',
  'sort',
  'order',
  'page',
  'pageSize',
] as const;
type ListParam = (typeof KEYS)[number];
const FILTER_KEYS: ListParam[] = [
  'q',
  'role',
  'status',
  'video',
  'overTime',
  'notScoredByMe',
  'unmatched',
  'deletion',
];
const DEFAULTS = CandidateListQuerySchema.parse({});

/** Each field on its own: one bad value in a hand-edited link falls back alone. */
function parseQuery(params: URLSearchParams): CandidateListQuery {
  const shape = CandidateListQuerySchema.shape;
  const field = <K extends keyof CandidateListQuery>(key: K): CandidateListQuery[K] => {
    const parsed = shape[key].safeParse(params.get(key) ?? undefined);
    return (parsed.success ? parsed.data : DEFAULTS[key]) as CandidateListQuery[K];
  };
  return {
    q: field('q') || undefined,
    role: field('role'),
    status: field('status'),
    video: field('video'),
    overTime: field('overTime'),
    notScoredByMe: field('notScoredByMe'),
    unmatched: field('unmatched'),
    deletion: field('deletion'),
    sort: field('sort'),
    order: field('order'),
    page: field('page'),
    pageSize: field('pageSize'),
  };
}

function toSearch(query: CandidateListQuery, keys: readonly ListParam[]): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The query string the list asks the API with, from the URL's: what the route's loader sends. */
export function listRequestSearch(params: URLSearchParams): string {
  return toSearch(parseQuery(params), KEYS);
}

export type ListParamChanges = Partial<Record<ListParam, string | null>>;

/**
 * The list's filters, sort and page live in the URL (so Back and a copied link restore them).
 * Defaults are left out of the URL; any change other than the page goes back to page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseQuery(searchParams), [searchParams]);
  const filtersActive = FILTER_KEYS.some((key) => query[key] !== undefined);

  const update = useCallback(
    (changes: ListParamChanges) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          const isDefault = String(DEFAULTS[key as ListParam] ?? '') === (value ?? '');
          if (!value || isDefault) next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, null]))),
    [update],
  );

  return {
    query,
    filtersActive,
    /** Everything, for the API call. */
    requestSearch: toSearch(query, KEYS),
    /** The filters and sort, without paging: the CSV export. */
    filterSearch: toSearch(
      query,
      KEYS.filter((key) => key !== 'page' && key !== 'pageSize'),
    ),
    /** The URL as it stands, carried to a candidate's page for Previous / Next and Back. */
    urlSearch: searchParams.toString(),
    update,
    clearFilters,
  };
}

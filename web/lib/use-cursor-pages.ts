import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

/** A page of a list the API pages by cursor (shared/paging.schema.ts). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The list's address for the page after `cursor` (none: the first), `limit` rows a page. */
export function pagePath(path: string, cursor: string | undefined, limit: number): string {
  const search = new URLSearchParams({ limit: String(limit) });
  if (cursor !== undefined) search.set('cursor', cursor);
  return `${path}${path.includes('?') ? '&' : '?'}${search.toString()}`;
}

/**
 * A list read page by page as the person asks for more ("Show more"): `data` is every row read so
 * far, in the list's order. A refetch (after a change, or the live check) reads the same pages.
 */
export function useCursorPages<T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>,
  options: { retry?: boolean } = {},
) {
  const query = useInfiniteQuery({
    ...options,
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const data = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  return { ...query, data };
}

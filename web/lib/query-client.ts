import { QueryClient } from '@tanstack/react-query';

/** The one cache of server state; route loaders start its queries before a page's code arrives. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * How long what a route's loader fetched stays fresh: the page it opens, mounting a moment later,
 * draws it rather than asking again (the reviewer's pages asked twice for their data on every
 * load, and each answer was parsed and drawn twice). The loader itself asks every time (its
 * prefetch says `staleTime: 0`): coming back to a page shows what changed since.
 */
export const LOADED_FRESH_MS = 10_000;

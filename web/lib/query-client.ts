import { QueryClient } from '@tanstack/react-query';

/** The one cache of server state; route loaders start its queries before a page's code arrives. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

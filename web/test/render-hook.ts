import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Tells React that updates are wrapped in act(), as in its own tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface RenderedHook<T> {
  /** What the hook returned at its last render. */
  readonly current: T;
  unmount: () => Promise<void>;
}

/**
 * Renders a hook in a real React root (the test's DOM environment), the way a page would;
 * `wrap` puts providers around it (a router, the query cache).
 */
export async function renderHook<T>(
  hook: () => T,
  wrap: (children: ReactNode) => ReactNode = (children) => children,
): Promise<RenderedHook<T>> {
  const rendered: { value?: T } = {};
  function Probe() {
    rendered.value = hook();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(() => {
    root.render(wrap(createElement(Probe)));
    return Promise.resolve();
  });
  return {
    get current() {
      return rendered.value as T;
    },
    unmount: () =>
      act(() => {
        root.unmount();
        return Promise.resolve();
      }),
  };
}

/** Runs a change the way a click would: inside act, then lets promises and renders settle. */
export async function userDoes(change: () => unknown): Promise<void> {
  await act(async () => {
    await change();
  });
  await settle();
}

/** Lets pending promises, timers of zero and the renders they cause run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}

/** A query cache as the app's, without retries (a test's server answers at once or on purpose). */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

export const withQueryClient = (queryClient: QueryClient) => (children: ReactNode) =>
  createElement(QueryClientProvider, { client: queryClient }, children);

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../theme';
import './render-hook';

export interface RenderedUi {
  /** Where it was drawn, on the page. */
  container: HTMLElement;
  /** Unmounts it and takes its container off the page. */
  unmount: () => Promise<void>;
}

/**
 * Renders a component as the app shows it: in Mantine with the app's theme, inside the query
 * cache when one is given, in a real React root on the test's page.
 */
export async function renderUi(
  element: ReactElement,
  options: { client?: QueryClient } = {},
): Promise<RenderedUi> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const themed = createElement(MantineProvider, { theme }, element);
  const { client } = options;
  await act(() => {
    root.render(client ? createElement(QueryClientProvider, { client }, themed) : themed);
    return Promise.resolve();
  });
  return {
    container,
    unmount: () =>
      act(() => {
        root.unmount();
        container.remove();
        return Promise.resolve();
      }),
  };
}

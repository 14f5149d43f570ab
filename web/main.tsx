// Mantine's styles per component, not its whole stylesheet: each page's chunk imports the
// stylesheets of the components it uses. Here, first: the global styles and the components other
// components are built on, in Mantine's own order, so that a page's stylesheet, whenever it loads,
// comes after the bases it overrides (a Button is an UnstyledButton; a Card is a Paper).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Text.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from './components/toaster';
import { queryClient } from './lib/query-client';
import { setTextDirection } from './lib/text-direction';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

// English, left to right, until the language layer sets the active language's direction; Mantine's
// DirectionProvider follows <html dir> from here on (web/lib/text-direction.ts).
setTextDirection('ltr');
const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition: the first screen is drawn in slices, with the browser free to paint and answer
// between them, not in one task as long as the whole tree (docs/capacity.md).
startTransition(() =>
  root.render(
    <StrictMode>
      <DirectionProvider>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="dark"
          forceColorScheme="dark"
        >
          <Toaster />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </StrictMode>,
  ),
);

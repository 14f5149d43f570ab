import '@mantine/core/styles/Container.css';
import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';

/** The frame of the product's own pages (home, admin, 404): a slim header and a centred column. */
export function SimplePage({ children, size = 'sm' }: { children: ReactNode; size?: string }) {
  return (
    <Box mih="100vh" bg="dark.8">
      <Box
        component="header"
        px="lg"
        py="md"
        style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}
      >
        <Group justify="space-between">
          <BrandMark />
        </Group>
      </Box>
      <Container component="main" size={size} py={48}>
        {children}
      </Container>
    </Box>
  );
}

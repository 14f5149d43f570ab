import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminNav } from './admin-nav';
import { BrandMark } from './brand-mark';

interface AdminFrameProps {
  children: ReactNode;
  /** The width of the page's column: the invite panel is narrow, the workspace wide. */
  size?: string;
  /** E.g. the signed-in workspace's Sign out button. */
  rightSection?: ReactNode;
}

/** The frame of the hiring team's pages: the brand, the navigation bar and a centred column. */
export function AdminFrame({ children, size = 'xl', rightSection }: AdminFrameProps) {
  return (
    <Box mih="100vh" bg="dark.8">
      <Box
        component="header"
        px="lg"
        py="sm"
        bg="dark.7"
        style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xl" wrap="nowrap">
            <BrandMark />
            <AdminNav />
          </Group>
          {rightSection}
        </Group>
      </Box>
      <Container component="main" size={size} py="xl">
        {children}
      </Container>
    </Box>
  );
}

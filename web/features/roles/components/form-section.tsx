import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled panel of the editor. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'lg' }} bg="dark.7">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

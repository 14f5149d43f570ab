import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { StartButtons } from './start-buttons';

export const NO_ROLES_TITLE = 'No roles yet';

/** A new install: say what a role is and offer the two ways to make the first one. */
export function NoRoles() {
  return (
    <Stack align="center" gap="sm" py={56} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconBriefcase size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {NO_ROLES_TITLE}
      </Title>
      <Text c="dimmed" maw={520}>
        A role is a job you are hiring for: its title and company, the questions candidates answer,
        and how long they have. Write your own, or start from one of our templates and make it
        yours. Once a role exists, you can invite candidates to it.
      </Text>
      <StartButtons justify="center" />
    </Stack>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TEXTS } from '../../../../shared/texts';
import { paths } from '../../../lib/paths';

/** No candidate at all yet: say where they come from and where to make an invite. */
export function NoCandidates() {
  return (
    <Stack align="center" gap="sm" py={64} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconUsers size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {TEXTS.workspace.noCandidatesTitle}
      </Title>
      <Text c="dimmed" maw={460}>
        {TEXTS.workspace.noCandidatesBody}
      </Text>
      <Button
        renderRoot={(props) => <Link to={paths.adminInvites()} {...props} />}
        leftSection={<IconUserPlus size={18} />}
        mt="sm"
      >
        {TEXTS.workspace.createInvite}
      </Button>
    </Stack>
  );
}

/** Candidates exist, but the filters exclude them all. */
export function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Stack align="center" gap="sm" py={64} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconFilterOff size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {TEXTS.workspace.noMatchTitle}
      </Title>
      <Text c="dimmed">{TEXTS.workspace.noMatchBody}</Text>
      <Button variant="default" onClick={onClear} mt="sm">
        {TEXTS.workspace.clearFilters}
      </Button>
    </Stack>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { candidatesTexts } from '../candidates-texts';

/** No candidate at all yet: say where they come from and where to make an invite. */
export function NoCandidates() {
  const t = useTexts(candidatesTexts);
  return (
    <Stack align="center" gap="sm" py={64} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconUsers size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('noCandidatesTitle')}
      </Title>
      <Text c="dimmed" maw={460}>
        {t('noCandidatesBody')}
      </Text>
      <Button
        renderRoot={(props) => <Link to={paths.adminInvites()} {...props} />}
        leftSection={<IconUserPlus size={18} />}
        mt="sm"
      >
        {t('createInvite')}
      </Button>
    </Stack>
  );
}

/** Candidates exist, but the filters exclude them all. */
export function NoMatch({ onClear }: { onClear: () => void }) {
  const t = useTexts(candidatesTexts);
  return (
    <Stack align="center" gap="sm" py={64} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconFilterOff size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('noMatchTitle')}
      </Title>
      <Text c="dimmed">{t('noMatchBody')}</Text>
      <Button variant="default" onClick={onClear} mt="sm">
        {t('clearFilters')}
      </Button>
    </Stack>
  );
}

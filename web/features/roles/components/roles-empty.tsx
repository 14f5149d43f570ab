import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { rolesTexts } from '../roles-texts';
import { StartButtons } from './start-buttons';

/** A new install: say what a role is and offer the two ways to make the first one. */
export function NoRoles() {
  const t = useTexts(rolesTexts);
  return (
    <Stack align="center" gap="sm" py={56} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconBriefcase size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('noRolesTitle')}
      </Title>
      <Text c="dimmed" maw={520}>
        {t('noRolesText')}
      </Text>
      <StartButtons justify="center" />
    </Stack>
  );
}

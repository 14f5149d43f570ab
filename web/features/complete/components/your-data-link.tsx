import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/texts';
import { completeTexts } from '../complete-texts';
import { useYourDataLink } from '../api/get-your-data-link';

/** The way to the candidate's own page: their data to download, or to have erased. */
export function YourDataLink({ sessionToken }: { sessionToken: string }) {
  const t = useTexts(completeTexts);
  const link = useYourDataLink(sessionToken);
  if (!link.data) return null;
  return (
    <Card withBorder padding="lg">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconShieldLock size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={2}>
          <Anchor component={Link} to={link.data} fw={600}>
            {t('yourDataLink')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('yourDataLinkHint')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { inviteEntryLoading } from './invite-entry-texts';

/**
 * The invite link's own page (docs/product.md#invite-entry): it forwards before it draws, so this
 * shows only while the page it forwards to is still loading.
 */
export function InviteEntryPage() {
  const { inviteId = '' } = useParams();
  const { language, text } = inviteEntryLoading(inviteId);
  return (
    <Center mih="100vh" role="status" aria-label={text} lang={language}>
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}

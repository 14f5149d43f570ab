import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { INVITE_ENTRY_TEXTS } from '../../../shared/sign-up-texts';

/**
 * The invite link's own page (docs/product.md#invite-entry): it forwards before it draws, so this
 * shows only while the page it forwards to is still loading.
 */
export function InviteEntryPage() {
  return (
    <Center mih="100vh" role="status" aria-label={INVITE_ENTRY_TEXTS.loading}>
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{INVITE_ENTRY_TEXTS.loading}</Text>
      </Stack>
    </Center>
  );
}

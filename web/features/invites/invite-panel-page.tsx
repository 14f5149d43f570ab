import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Stack, Text, Title } from '@mantine/core';
import { TEXTS } from '../../../shared/texts';
import { AdminFrame } from '../../components/admin-frame';
import { usePageTitle } from '../../lib/page-title';
import { InviteForm } from './components/invite-form';

/** The invite panel (/admin): an invite made with the admin passkey, without signing in. */
export function InvitePanelPage() {
  // The tab names the admin panel too.
  usePageTitle(TEXTS.admin.title);
  return (
    <AdminFrame size="sm">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {TEXTS.admin.title}
          </Title>
          <Text c="dimmed">Create a personal invite link for a candidate.</Text>
        </Stack>
        <Card withBorder padding="xl" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <InviteForm screen="panel" />
          </Stack>
        </Card>
      </Stack>
    </AdminFrame>
  );
}

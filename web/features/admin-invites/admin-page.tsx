import { Card, Stack, Text, Title } from '@mantine/core';
import { TEXTS } from '../../../shared/texts';
import { AdminFrame } from '../../components/admin-frame';
import { InviteForm } from './components/invite-form';

/** SPEC A3: the admin panel's invite creation. */
export function AdminPage() {
  return (
    <AdminFrame size="sm">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {TEXTS.admin.title}
          </Title>
          <Text c="dimmed">Create a personal invite link for a candidate.</Text>
        </Stack>
        <Card withBorder padding="xl" radius="md">
          <InviteForm />
        </Card>
      </Stack>
    </AdminFrame>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { INVITING_TEXTS } from '../../../../shared/inviting-texts';
import { TEXTS } from '../../../../shared/texts';
import { useMayAccess } from '../../../lib/current-member';
import { InviteForm } from './invite-form';

interface NewInviteCardProps {
  /** SMTP is set: invites may be sent by mail. Undefined while not known yet. */
  mailOn: boolean | undefined;
  onInviteSeveral: () => void;
}

/**
 * A new invite for a role, for a named person with their email or not; sent by mail at once, or a
 * link to copy. Several at once open from here too.
 */
export function NewInviteCard({ mailOn, onInviteSeveral }: NewInviteCardProps) {
  const mayManage = useMayAccess('manage');
  if (!mayManage) return null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {TEXTS.workspace.newInvite}
          </Title>
          <Button
            variant="light"
            leftSection={<IconUsersPlus size={16} />}
            onClick={onInviteSeveral}
          >
            {INVITING_TEXTS.bulk.open}
          </Button>
        </Group>
        <InviteForm screen="workspace" mailOn={mailOn} />
      </Stack>
    </Card>
  );
}

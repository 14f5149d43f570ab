import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { useMayAccess } from '../../../lib/current-member';
import { invitesTexts } from '../invites-texts';
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
  const t = useTexts(invitesTexts);
  if (!mayManage) return null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {t('newInvite')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconUsersPlus size={16} />}
            onClick={onInviteSeveral}
          >
            {t('bulkOpen')}
          </Button>
        </Group>
        <InviteForm screen="workspace" mailOn={mailOn} />
      </Stack>
    </Card>
  );
}

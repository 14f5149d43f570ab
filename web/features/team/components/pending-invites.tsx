import { Button, Group, Stack, Text } from '@mantine/core';
import type { MemberInvite } from '../../../../shared/members.schema';
import { useTexts } from '../../../i18n/texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { useRevokeMemberInvite } from '../api/team-members';
import { teamTexts } from '../team-texts';

function PendingInvite({ invite }: { invite: MemberInvite }) {
  const t = useTexts(teamTexts);
  const revoke = useRevokeMemberInvite();
  const expires = new Date(invite.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={500}>
          {t('inviteSummary', { name: invite.name, role: t('role', { role: invite.role }) })}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {invite.email ? `${invite.email} · ` : ''}
          {t('invitedBy', { createdBy: invite.createdBy, expires })}
        </Text>
      </div>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        loading={revoke.isPending}
        aria-label={t('revokeInviteOf', { name: invite.name })}
        onClick={() =>
          revoke.mutate(invite.id, {
            onSuccess: (response) => showSuccess(response.status),
            onError: (error) => showError(error.message),
          })
        }
      >
        {t('revoke')}
      </Button>
    </Group>
  );
}

export function PendingInvites({ invites }: { invites: MemberInvite[] }) {
  const t = useTexts(teamTexts);
  if (invites.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noPending')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {invites.map((invite) => (
        <PendingInvite key={invite.id} invite={invite} />
      ))}
    </Stack>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import type { MemberInvite } from '../../../../shared/members.schema';
import { MEMBER_ROLE_LABELS } from '../../../../shared/team.schema';
import { showError, showSuccess } from '../../../lib/toasts';
import { useRevokeMemberInvite } from '../api/team-members';

function PendingInvite({ invite }: { invite: MemberInvite }) {
  const revoke = useRevokeMemberInvite();
  const expires = new Date(invite.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={500}>
          {invite.name} · {MEMBER_ROLE_LABELS[invite.role]}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {invite.email ? `${invite.email} · ` : ''}invited by {invite.createdBy} · until {expires}
        </Text>
      </div>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        loading={revoke.isPending}
        aria-label={`Revoke the invite of ${invite.name}`}
        onClick={() =>
          revoke.mutate(invite.id, {
            onSuccess: (response) => showSuccess(response.status),
            onError: (error) => showError(error.message),
          })
        }
      >
        Revoke
      </Button>
    </Group>
  );
}

export function PendingInvites({ invites }: { invites: MemberInvite[] }) {
  if (invites.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No pending invites.
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

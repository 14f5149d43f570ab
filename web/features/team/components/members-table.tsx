import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TeamMember } from '../../../../shared/members.schema';
import { MEMBER_ROLE_LABELS, MemberRoleSchema } from '../../../../shared/team.schema';
import { showError, showSuccess } from '../../../lib/toasts';
import { useChangeMemberRole, useRemoveMember } from '../api/team-members';
import { MemberSessionsButton } from './member-sessions';

const ROLE_OPTIONS = MemberRoleSchema.options.map((role) => ({
  value: role,
  label: MEMBER_ROLE_LABELS[role],
}));

function MemberRow({ member, isMe }: { member: TeamMember; isMe: boolean }) {
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  // The built-in owner (no email: the admin passkey) and oneself are not changed here.
  const fixed = isMe || member.email === null || member.removedAt !== null;
  const report = {
    onSuccess: (response: { status: string }) => showSuccess(response.status),
    onError: (error: Error) => showError(error.message),
  };
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: `Remove ${member.name}?`,
      children: (
        <Text size="sm">
          Their sessions and API tokens stop working at once. Their scores and comments stay, under
          their name.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Keep' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(member.id, report),
    });

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {member.name}
          {isMe && ' (you)'}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {member.email ?? 'Admin passkey'}
        </Text>
      </Table.Td>
      <Table.Td>
        {member.removedAt ? (
          <Text size="sm" c="dimmed" fs="italic">
            Removed
          </Text>
        ) : fixed ? (
          <Text size="sm">{MEMBER_ROLE_LABELS[member.role]}</Text>
        ) : (
          <Select
            aria-label={`Role of ${member.name}`}
            data={ROLE_OPTIONS}
            value={member.role}
            allowDeselect={false}
            w={110}
            size="xs"
            disabled={changeRole.isPending}
            onChange={(role) =>
              role &&
              changeRole.mutate({ id: member.id, role: MemberRoleSchema.parse(role) }, report)
            }
          />
        )}
      </Table.Td>
      <Table.Td>
        {/* One compact button a line on a phone: the table fits 390 px without scrolling. */}
        <Group gap={4} justify="flex-end">
          {member.removedAt === null && <MemberSessionsButton member={member} />}
          {!fixed && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={confirmRemove}
              aria-label={`Remove ${member.name}`}
            >
              Remove
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function MembersTable({ members, meId }: { members: TeamMember[]; meId: string }) {
  // Fits a 390 px phone (316 px inside the page's and the section's padding) without scrolling.
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <MemberRow key={member.id} member={member} isMe={member.id === meId} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

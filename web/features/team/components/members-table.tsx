import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TeamMember } from '../../../../shared/members.schema';
import { MemberRoleSchema } from '../../../../shared/team.schema';
import { useTexts } from '../../../i18n/texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { useChangeMemberRole, useRemoveMember } from '../api/team-members';
import { teamTexts } from '../team-texts';
import { MemberSessionsButton } from './member-sessions';

function MemberRow({ member, isMe }: { member: TeamMember; isMe: boolean }) {
  const t = useTexts(teamTexts);
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
      title: t('removeTitle', { name: member.name }),
      children: <Text size="sm">{t('removeBody')}</Text>,
      labels: { confirm: t('remove'), cancel: t('keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(member.id, report),
    });

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {isMe ? t('you', { name: member.name }) : member.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {member.email ?? t('adminPasskey')}
        </Text>
      </Table.Td>
      <Table.Td>
        {member.removedAt ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('removed')}
          </Text>
        ) : fixed ? (
          <Text size="sm">{t('role', { role: member.role })}</Text>
        ) : (
          <Select
            aria-label={t('roleOf', { name: member.name })}
            data={MemberRoleSchema.options.map((role) => ({
              value: role,
              label: t('role', { role }),
            }))}
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
              aria-label={t('removeMember', { name: member.name })}
            >
              {t('remove')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function MembersTable({ members, meId }: { members: TeamMember[]; meId: string }) {
  const t = useTexts(teamTexts);
  // Fits a 390 px phone (316 px inside the page's and the section's padding) without scrolling.
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('member')}</Table.Th>
            <Table.Th>{t('roleColumn')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
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

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Modal, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MemberSession } from '../../../../shared/member-sessions.schema';
import type { TeamMember } from '../../../../shared/members.schema';
import { LoadError } from '../../../components/load-error';
import { useTexts } from '../../../i18n/texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { useEndMemberSession, useMemberSessions } from '../api/member-sessions';
import { teamTexts } from '../team-texts';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ memberId, session }: { memberId: string; session: MemberSession }) {
  const t = useTexts(teamTexts);
  const end = useEndMemberSession(memberId);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{when(session.signedInAt)}</Text>
        {session.current && (
          <Badge size="xs" variant="light" mt={4}>
            {t('thisBrowser')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{when(session.lastActiveAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={end.isPending}
          aria-label={t('endSession', { when: when(session.signedInAt) })}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: (response) => showSuccess(response.status),
              onError: (error) => showError(error.message),
            })
          }
        >
          {t('end')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function SessionList({ member }: { member: TeamMember }) {
  const t = useTexts(teamTexts);
  const sessions = useMemberSessions(member.id, true);
  if (sessions.isPending) return <Skeleton height={80} />;
  if (sessions.isError) {
    return (
      <LoadError
        title={t('sessionsLoadFailed')}
        message={sessions.error.message}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
        retryLabel={t('retry')}
      />
    );
  }
  if (sessions.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('notSignedIn', { name: member.name })}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('signedIn')}</Table.Th>
            <Table.Th>{t('lastActive')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.data.map((session) => (
            <SessionRow key={session.id} memberId={member.id} session={session} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The owner's look at where a member is signed in, with an End for each session. */
export function MemberSessionsButton({ member }: { member: TeamMember }) {
  const t = useTexts(teamTexts);
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={open}
        aria-label={t('sessionsOf', { name: member.name })}
      >
        {t('sessions')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('sessionsOf', { name: member.name })}
        size="lg"
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('sessionsHelp', { name: member.name })}
          </Text>
          {opened && <SessionList member={member} />}
        </Stack>
      </Modal>
    </>
  );
}

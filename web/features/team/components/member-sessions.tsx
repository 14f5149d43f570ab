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
import { showError, showSuccess } from '../../../lib/toasts';
import { useEndMemberSession, useMemberSessions } from '../api/member-sessions';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ memberId, session }: { memberId: string; session: MemberSession }) {
  const end = useEndMemberSession(memberId);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{when(session.signedInAt)}</Text>
        {session.current && (
          <Badge size="xs" variant="light" mt={4}>
            This browser
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
          aria-label={`End the session signed in ${when(session.signedInAt)}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: (response) => showSuccess(response.status),
              onError: (error) => showError(error.message),
            })
          }
        >
          End
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function SessionList({ member }: { member: TeamMember }) {
  const sessions = useMemberSessions(member.id, true);
  if (sessions.isPending) return <Skeleton height={80} />;
  if (sessions.isError) {
    return (
      <LoadError
        title="Could not load the sessions"
        message={sessions.error.message}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  }
  if (sessions.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {member.name} is not signed in anywhere.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Signed in</Table.Th>
            <Table.Th>Last active</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
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
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={open}
        aria-label={`Sessions of ${member.name}`}
      >
        Sessions
      </Button>
      <Modal opened={opened} onClose={close} title={`Sessions of ${member.name}`} size="lg">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Each browser signed in as {member.name}. Ending a session signs that browser out at
            once.
          </Text>
          {opened && <SessionList member={member} />}
        </Stack>
      </Modal>
    </>
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import type { Share, ShareState } from '../../../../shared/shares.schema';
import { StackedDateTime } from '../../../components/date-time-text';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useRevokeShare } from '../api/list-shares';

const STATES: Record<ShareState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
  revoked: { label: 'Revoked', color: 'red' },
};

/** What a share shows: one candidate (linked), or the list with the shortlist's filters. */
function SharedWhat({ share }: { share: Share }) {
  if (share.candidate) {
    return (
      <Anchor component={Link} to={paths.adminCandidate(share.candidate.id)} size="sm">
        {share.candidate.name}
      </Anchor>
    );
  }
  // A shortlist: the list as its filters show it now, which is what visitors see too.
  return (
    <Anchor component={Link} to={paths.adminCandidates(share.filter ?? '')} size="sm">
      {share.filter ? 'Shortlist (filtered list)' : 'Shortlist (every candidate)'}
    </Anchor>
  );
}

function RevokeButton({ share }: { share: Share }) {
  const revoke = useRevokeShare();
  const confirm = () =>
    modals.openConfirmModal({
      title: `Revoke “${share.label}”?`,
      centered: true,
      children: (
        <Text size="sm">Whoever opens the link from now on is told it no longer works.</Text>
      ),
      labels: { confirm: 'Revoke', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(share.id, {
          onSuccess: (response) => showSuccess(response.status),
          onError: (error) => showError(error.message),
        }),
    });
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      loading={revoke.isPending}
      onClick={confirm}
      aria-label={`Revoke ${share.label}`}
    >
      Revoke
    </Button>
  );
}

export function SharesTable({ items }: { items: Share[] }) {
  return (
    <Table.ScrollContainer minWidth={760} type="native" style={{ position: 'relative' }}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" aria-label="Share links">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Label</Table.Th>
            <Table.Th>Shares</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Until</Table.Th>
            <Table.Th>Visits</Table.Th>
            <Table.Th>Feedback</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((share) => (
            <Table.Tr key={share.id} data-share-row={share.label}>
              <Table.Td maw={240}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {share.label}
                </Text>
                <Text size="xs" c="dimmed">
                  By {share.createdBy}
                  {share.allowFeedback ? ' · takes feedback' : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <SharedWhat share={share} />
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={STATES[share.state].color}
                  style={{ minWidth: 'max-content' }}
                >
                  {STATES[share.state].label}
                </Badge>
              </Table.Td>
              <Table.Td>
                <StackedDateTime value={share.revokedAt ?? share.expiresAt} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{share.visits}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{share.feedbackCount}</Text>
              </Table.Td>
              <Table.Td ta="right">
                {share.state === 'active' && <RevokeButton share={share} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

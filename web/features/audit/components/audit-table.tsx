import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { AuditEvent } from '../../../../shared/audit.schema';
import { StackedDateTime } from '../../../components/date-time-text';

/** What each recorded action is called on the page; an action not named here shows as it is. */
const ACTION_LABELS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'member.invite': 'Invited a member',
  'member.join': 'Joined the team',
  'member.role': "Changed a member's role",
  'member.remove': 'Removed a member',
  'member.invite-revoke': 'Revoked a member invite',
  'mail.settings': 'Changed the mail settings',
  'passkey.add': 'Added a passkey',
  'passkey.remove': 'Removed a passkey',
  'password.set': 'Set a password',
  'email.set': 'Set the account email',
  'token.create': 'Created an API token',
  'token.revoke': 'Revoked an API token',
  'share.create': 'Shared',
  'share.revoke': 'Revoked a share link',
  'share.visit': 'Opened a share link',
  'candidate.delete': 'Deleted a candidate',
  'recording.reprocess': "Processed a candidate's video again",
  'webhook.create': 'Added a webhook endpoint',
  'webhook.delete': 'Deleted a webhook endpoint',
  'candidates.export': 'Exported candidates',
  'invites.bulk': 'Invited several candidates',
  'invite.create': 'Invited a candidate',
  'invite.revoke': 'Revoked an invite',
  'invite.extend': 'Extended an invite',
  'role.create': 'Created a role',
  'role.edit': 'Edited a role',
  'role.archive': 'Archived a role',
  'role.restore': 'Restored a role',
  'roles.import': 'Imported roles',
  'privacy.settings': 'Changed the privacy settings',
  'candidate-texts.settings': 'Changed the candidate texts',
  'candidate.hold': 'Held a candidate from deletion',
  'candidate.unhold': 'Released a hold',
};

const nowrap = { whiteSpace: 'nowrap' } as const;

export function AuditTable({ items, stale }: { items: AuditEvent[]; stale: boolean }) {
  return (
    // On a phone the table scrolls sideways, and nothing in it takes the focus: the container
    // does, so the arrow keys can scroll it.
    <Table.ScrollContainer
      minWidth={640}
      type="native"
      style={{ position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-label="Audit log entries"
    >
      <Table
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-label="Audit log"
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={nowrap}>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <StackedDateTime value={event.createdAt} />
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" lineClamp={2}>
                  {event.actorName}
                </Text>
                {event.memberId === null && (
                  <Text size="xs" c="dimmed">
                    Without an account
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={nowrap}>
                <Text size="sm">{ACTION_LABELS[event.action] ?? event.action}</Text>
                {event.detail.via === 'token' && (
                  <Text size="xs" c="dimmed">
                    With an API token
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {event.target || '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

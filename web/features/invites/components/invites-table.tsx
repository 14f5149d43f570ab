import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminInvite } from '../../../../shared/review.schema';
import { StackedDateTime } from '../../../components/date-time-text';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { useExtraTimeLabel } from '../hooks/use-extra-time-label';
import { invitesTexts } from '../invites-texts';
import { DeliveryState } from './delivery-state';
import { InviteActions } from './invite-actions';
import { InviteStateBadge } from './invite-state-badge';
import { InviteStateNote } from './invite-state-note';

const nowrap = { whiteSpace: 'nowrap' } as const;

interface InvitesTableProps {
  items: AdminInvite[];
  stale: boolean;
  /** SMTP is set: invites with an email may be sent again. */
  mailOn: boolean;
}

export function InvitesTable({ items, stale, mailOn }: InvitesTableProps) {
  const t = useTexts(invitesTexts);
  const extraTimeLabel = useExtraTimeLabel();
  return (
    // Positioned, so that visually hidden texts in clipped columns do not widen the page.
    <Table.ScrollContainer minWidth={1120} type="native" style={{ position: 'relative' }}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="sm"
        highlightOnHover
        aria-label={t('invitesListLabel')}
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columnRole')}</Table.Th>
            <Table.Th>{t('columnRecipient')}</Table.Th>
            <Table.Th style={nowrap}>{t('columnExtraTime')}</Table.Th>
            <Table.Th style={nowrap}>{t('columnCreated')}</Table.Th>
            <Table.Th style={nowrap}>{t('columnExpires')}</Table.Th>
            <Table.Th style={nowrap}>{t('columnState')}</Table.Th>
            <Table.Th style={nowrap}>{t('columnMail')}</Table.Th>
            <Table.Th>{t('columnCandidate')}</Table.Th>
            <Table.Th ta="right" style={nowrap}>
              {t('columnActions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((invite) => (
            <Table.Tr key={invite.code} data-invite-code={invite.code}>
              <Table.Td miw={160} maw={240}>
                <Stack gap={0}>
                  <Text size="sm" lineClamp={2} title={invite.role.title}>
                    {invite.role.title}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {t('roleVersion', {
                      company: invite.role.company,
                      version: invite.roleVersion,
                    })}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td maw={200}>
                <Stack gap={0}>
                  <Text
                    size="sm"
                    lineClamp={2}
                    title={invite.label ?? undefined}
                    c={invite.label ? undefined : 'dimmed'}
                  >
                    {invite.label ?? '—'}
                  </Text>
                  {invite.email && (
                    <Text size="xs" c="dimmed" truncate="end" title={invite.email}>
                      {invite.email}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td style={nowrap}>
                <Text size="sm" c={invite.extraTime ? undefined : 'dimmed'}>
                  {invite.extraTime ? extraTimeLabel(invite.extraTime) : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <StackedDateTime value={invite.createdAt} />
              </Table.Td>
              <Table.Td>
                <StackedDateTime value={invite.expiresAt} />
              </Table.Td>
              <Table.Td style={nowrap}>
                <Stack gap={2} align="flex-start">
                  <InviteStateBadge state={invite.state} />
                  <InviteStateNote invite={invite} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <DeliveryState invite={invite} />
              </Table.Td>
              <Table.Td maw={200}>
                {invite.candidate ? (
                  <Stack gap={0}>
                    <Anchor
                      component={Link}
                      to={paths.adminCandidate(invite.candidate.id)}
                      size="sm"
                      fw={600}
                      truncate="end"
                    >
                      {invite.candidate.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate="end">
                      {invite.candidate.email}
                    </Text>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={nowrap}>
                <InviteActions invite={invite} mailOn={mailOn} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

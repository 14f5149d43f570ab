import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import type { Share, ShareState } from '../../../../shared/shares.schema';
import { StackedDateTime } from '../../../components/date-time-text';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useRevokeShare } from '../api/list-shares';
import { shareLinksTexts } from '../../../components/share-links-texts';

const STATES = {
  active: { label: 'stateActive', color: 'teal' },
  expired: { label: 'stateExpired', color: 'gray' },
  revoked: { label: 'stateRevoked', color: 'red' },
} as const satisfies Record<
  ShareState,
  { label: keyof typeof shareLinksTexts.english; color: string }
>;

/** What a share shows: one candidate (linked), or the list with the shortlist's filters. */
function SharedWhat({ share }: { share: Share }) {
  const t = useTexts(shareLinksTexts);
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
      {share.filter ? t('shortlistFiltered') : t('shortlistAll')}
    </Anchor>
  );
}

function RevokeButton({ share }: { share: Share }) {
  const revoke = useRevokeShare();
  const t = useTexts(shareLinksTexts);
  const confirm = () =>
    modals.openConfirmModal({
      title: t('revokeTitle', { label: share.label }),
      centered: true,
      children: <Text size="sm">{t('revokeBody')}</Text>,
      labels: { confirm: t('revoke'), cancel: t('keepIt') },
      closeButtonProps: { 'aria-label': t('close') },
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
      aria-label={t('revokeShare', { label: share.label })}
    >
      {t('revoke')}
    </Button>
  );
}

export function SharesTable({ items }: { items: Share[] }) {
  const t = useTexts(shareLinksTexts);
  return (
    <Table.ScrollContainer minWidth={760} type="native" style={{ position: 'relative' }}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" aria-label={t('sharesListLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columnLabel')}</Table.Th>
            <Table.Th>{t('columnShares')}</Table.Th>
            <Table.Th>{t('columnState')}</Table.Th>
            <Table.Th>{t('columnUntil')}</Table.Th>
            <Table.Th>{t('columnVisits')}</Table.Th>
            <Table.Th>{t('columnFeedback')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columnActions')}</VisuallyHidden>
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
                  {t(share.allowFeedback ? 'createdByTakesFeedback' : 'createdBy', {
                    name: share.createdBy,
                  })}
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
                  {t(STATES[share.state].label)}
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

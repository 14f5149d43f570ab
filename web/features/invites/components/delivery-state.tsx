import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tooltip.css';
import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import type { InviteDelivery } from '../../../../shared/inviting.schema';
import type { AdminInvite } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { formatMoment } from '../../../lib/format-moment';
import { invitesTexts } from '../invites-texts';

/** Each delivery state's name in the catalogue (shared/messages/workspace-invites/). */
const STATE_KEYS = {
  queued: 'deliveryQueued',
  sending: 'deliverySending',
  sent: 'deliverySent',
  failed: 'deliveryFailed',
} as const satisfies Record<InviteDelivery['status'], keyof typeof invitesTexts.english>;
const COLORS: Record<InviteDelivery['status'], string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

/** What became of the invite's newest mail: queued, sent when, or failed and why. */
export function DeliveryState({ invite }: { invite: AdminInvite }) {
  const { delivery } = invite;
  const t = useTexts(invitesTexts);
  if (!delivery) {
    return (
      <Text size="sm" c="dimmed">
        {invite.email ? t('deliveryNone') : '—'}
      </Text>
    );
  }
  const retrying = delivery.status === 'queued' && delivery.attempts > 0;
  const badge = (
    <Badge
      variant="light"
      color={retrying ? 'orange' : COLORS[delivery.status]}
      radius="sm"
      style={{ minWidth: 'max-content' }}
    >
      {t(STATE_KEYS[delivery.status])}
    </Badge>
  );
  return (
    <Stack gap={2} align="flex-start">
      {delivery.lastError ? (
        <Tooltip
          label={t('deliveryFailedReason', { reason: delivery.lastError })}
          multiline
          maw={320}
          withArrow
        >
          {badge}
        </Tooltip>
      ) : (
        badge
      )}
      {delivery.kind === 'reminder' && (
        <Text size="xs" c="dimmed">
          {t('deliveryReminder')}
        </Text>
      )}
      {delivery.status === 'sent' && delivery.sentAt && (
        <Text size="xs" c="dimmed" component="time" dateTime={delivery.sentAt}>
          {formatMoment(new Date(delivery.sentAt), { year: false })}
        </Text>
      )}
      {delivery.status === 'failed' && delivery.lastError && (
        <Text size="xs" c="red" lineClamp={2} title={delivery.lastError} maw={200}>
          {delivery.lastError}
        </Text>
      )}
      {retrying && (
        <Text size="xs" c="dimmed">
          {t('deliveryRetrying', { attempts: delivery.attempts })}
        </Text>
      )}
    </Stack>
  );
}

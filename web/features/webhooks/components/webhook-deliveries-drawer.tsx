import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Button, Code, Drawer, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../shared/webhooks.schema';
import { LoadError } from '../../../components/load-error';
import { useTexts } from '../../../i18n/texts';
import { useWebhookDeliveries } from '../api/webhook-deliveries';
import { formatMoment } from '../../../lib/format-moment';
import { webhooksTexts } from '../webhooks-texts';
import { MessageWith } from './message-with';

const STATES = {
  pending: { label: 'statePending', color: 'yellow' },
  sending: { label: 'stateSending', color: 'blue' },
  delivered: { label: 'stateDelivered', color: 'green' },
  failed: { label: 'stateFailed', color: 'red' },
} as const satisfies Record<
  WebhookDelivery['status'],
  { label: keyof typeof webhooksTexts.english; color: string }
>;

const at = (iso: string) => (
  <time dateTime={iso}>{formatMoment(new Date(iso), { year: false, seconds: true })}</time>
);

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const t = useTexts(webhooksTexts);
  const state = STATES[delivery.status];
  const label = t(state.label);
  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      aria-label={t('deliveryLabel', { event: delivery.event, state: label })}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Code translate="no">{delivery.event}</Code>
        <Badge color={state.color} variant="light">
          {label}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        <MessageWith
          text={(marks) => t('queued', { at: marks.at })}
          values={{ at: at(delivery.createdAt) }}
        />
        {delivery.nextAttemptAt && (
          <>
            {' · '}
            <MessageWith
              text={(marks) => t('nextAttempt', { at: marks.at })}
              values={{ at: at(delivery.nextAttemptAt) }}
            />
          </>
        )}
      </Text>
      <Stack
        component="ol"
        gap={2}
        mt="xs"
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('attempts')}
      >
        {delivery.attempts.map((attempt, index) => (
          <Text component="li" size="sm" key={index} style={{ overflowWrap: 'anywhere' }}>
            {at(attempt.attemptedAt)} ·{' '}
            {attempt.statusCode !== null ? (
              <Text span fw={600} c={attempt.statusCode < 300 ? 'green' : 'red'}>
                {t('httpStatus', { code: attempt.statusCode })}
              </Text>
            ) : (
              <Text span c="red">
                {attempt.error}
              </Text>
            )}{' '}
            · {t('duration', { ms: attempt.durationMs })}
          </Text>
        ))}
        {delivery.attempts.length === 0 && (
          <Text component="li" size="sm" c="dimmed">
            {t('notAttempted')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useTexts(webhooksTexts);
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(endpoint.id, page);
  if (log.isPending)
    return (
      <Stack gap="xs" role="status" aria-label={t('loadingDeliveries')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={72} />
        ))}
      </Stack>
    );
  if (log.isError)
    return (
      <LoadError
        title={t('deliveriesFailed')}
        message={log.error.message}
        retryLabel={t('tryAgain')}
        retrying={log.isFetching}
        onRetry={() => void log.refetch()}
      />
    );
  const { items, total, pageSize } = log.data;
  if (items.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('noDeliveries')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((delivery) => (
          <DeliveryItem key={delivery.id} delivery={delivery} />
        ))}
      </Stack>
      {total > pageSize && (
        <Group justify="space-between">
          <Button
            variant="default"
            size="xs"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            {t('newer')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('page', { page, pages: Math.ceil(total / pageSize) })}
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={page * pageSize >= total}
            onClick={() => setPage(page + 1)}
          >
            {t('older')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Each delivery to one endpoint, newest first, with every attempt's answer. */
export function WebhookDeliveriesDrawer({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const t = useTexts(webhooksTexts);
  const narrow = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={endpoint !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t('deliveriesTo', { url: endpoint?.url ?? '' })}
        </Text>
      }
    >
      {endpoint && <DeliveryLog endpoint={endpoint} />}
    </Drawer>
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Title.css';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconHistory, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { WebhookEndpoint } from '../../../shared/webhooks.schema';
import { LoadError } from '../../components/load-error';
import { translateKnown, useTexts } from '../../i18n/texts';
import { useMayAccess } from '../../lib/current-member';
import { showError, showSuccess } from '../../lib/toasts';
import { useSendTestEvent } from './api/webhook-deliveries';
import { useDeleteWebhookEndpoint, useWebhookEndpoints } from './api/webhook-endpoints';
import { AddWebhookForm } from './components/add-webhook-form';
import { WebhookDeliveriesDrawer } from './components/webhook-deliveries-drawer';
import { WebhookSecretModal } from './components/webhook-secret-modal';
import { MessageWith } from './components/message-with';
import { formatDate } from '../../lib/format-moment';
import { webhooksTexts } from './webhooks-texts';

function EndpointCard({
  endpoint,
  onShowLog,
}: {
  endpoint: WebhookEndpoint;
  onShowLog: () => void;
}) {
  const t = useTexts(webhooksTexts);
  // The API's words, in the page's language when the catalogue holds them.
  const known = (text: string) => translateKnown(webhooksTexts, t, text);
  const test = useSendTestEvent();
  const removal = useDeleteWebhookEndpoint();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('deleteTitle'),
      centered: true,
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('deleteBody', { url: endpoint.url })}
        </Text>
      ),
      labels: { confirm: t('deleteConfirm'), cancel: t('cancel') },
      confirmProps: { color: 'red', leftSection: <IconTrash size={16} /> },
      onConfirm: () =>
        removal.mutate(endpoint.id, {
          onSuccess: (response) => showSuccess(known(response.status)),
          onError: (error) => showError(known(error.message)),
        }),
    });

  return (
    <Paper withBorder p="md" component="li" aria-label={endpoint.url}>
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {endpoint.url}
        </Text>
        {endpoint.description && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {endpoint.description}
          </Text>
        )}
        <Group gap={6} aria-label={t('events')}>
          {endpoint.events.map((event) => (
            <Badge key={event} variant="light" color="indigo" tt="none">
              {event}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          <MessageWith
            text={(marks) => t('added', { date: marks.date })}
            values={{
              date: (
                <time dateTime={endpoint.createdAt}>
                  {formatDate(new Date(endpoint.createdAt))}
                </time>
              ),
            }}
          />
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} />}
            loading={test.isPending}
            onClick={() =>
              test.mutate(endpoint.id, {
                // The log shows it arrive: no notice over it.
                onSuccess: onShowLog,
                onError: (error) => showError(known(error.message)),
              })
            }
          >
            {t('sendTest')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconHistory size={14} />}
            onClick={onShowLog}
          >
            {t('deliveries')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={removal.isPending}
            onClick={confirmDelete}
          >
            {t('delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function EndpointList({ onShowLog }: { onShowLog: (endpoint: WebhookEndpoint) => void }) {
  const t = useTexts(webhooksTexts);
  const endpoints = useWebhookEndpoints();
  if (endpoints.isPending)
    return (
      <Stack gap="xs" role="status" aria-label={t('loading')}>
        <Skeleton height={96} />
      </Stack>
    );
  if (endpoints.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        message={endpoints.error.message}
        retryLabel={t('tryAgain')}
        retrying={endpoints.isFetching}
        onRetry={() => void endpoints.refetch()}
      />
    );
  if (endpoints.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('none')}
      </Text>
    );
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('endpoints')}
    >
      {endpoints.data.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} onShowLog={() => onShowLog(endpoint)} />
      ))}
    </Stack>
  );
}

/**
 * The "Webhooks" section of the settings page (`docs/webhooks.md`): where the workspace tells an
 * applicant tracking system what happened, with a secret shown once and a log of every delivery.
 */
export function WebhooksSection() {
  const t = useTexts(webhooksTexts);
  const mayManage = useMayAccess('manage');
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);

  return (
    <Stack gap="md" aria-labelledby="webhooks-title" component="section">
      <Title order={2} size="h3" id="webhooks-title">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {mayManage ? (
        <>
          <EndpointList onShowLog={setLogOf} />
          <Paper withBorder p="md">
            <AddWebhookForm onAdded={(url, secret) => setCreated({ url, secret })} />
          </Paper>
          <WebhookSecretModal created={created} onClose={() => setCreated(null)} />
          <WebhookDeliveriesDrawer endpoint={logOf} onClose={() => setLogOf(null)} />
        </>
      ) : (
        <Text size="sm">{t('onlyManagers')}</Text>
      )}
    </Stack>
  );
}

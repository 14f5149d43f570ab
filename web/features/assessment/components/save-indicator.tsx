import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconServerOff } from '@tabler/icons-react';
import { WAITING_TEXTS } from '../../../../shared/waiting-texts';
import type { SyncStatus } from '../lib/answer-sync';

const LABELS: Record<SyncStatus, string> = {
  saved: 'All changes saved',
  saving: 'Saving...',
  offline: WAITING_TEXTS.answers.offline,
  unreachable: WAITING_TEXTS.answers.unreachable,
};

/** A quiet line that says whether the server has every edit, and if not, what it waits for. */
export function SaveIndicator({ status }: { status: SyncStatus }) {
  const waiting = status === 'offline' || status === 'unreachable';
  return (
    <Group gap={6} role="status" aria-live="polite" c={waiting ? 'yellow.4' : 'dimmed'}>
      {status === 'saved' && <IconCloudCheck size={16} aria-hidden />}
      {status === 'saving' && <Loader size={12} />}
      {status === 'offline' && <IconCloudOff size={16} aria-hidden />}
      {status === 'unreachable' && <IconServerOff size={16} aria-hidden />}
      <Text size="xs" data-sync-status={status}>
        {LABELS[status]}
      </Text>
    </Group>
  );
}

import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import type { SyncStatus } from '../lib/answer-sync';

const LABELS: Record<SyncStatus, string> = {
  saved: 'All changes saved',
  saving: 'Saving...',
  offline: 'Offline: your answers are kept on this computer and sent when you are back online',
};

/** A quiet line that says whether the server has every edit. */
export function SaveIndicator({ status }: { status: SyncStatus }) {
  return (
    <Group
      gap={6}
      role="status"
      aria-live="polite"
      c={status === 'offline' ? 'yellow.4' : 'dimmed'}
    >
      {status === 'saved' && <IconCloudCheck size={16} aria-hidden />}
      {status === 'saving' && <Loader size={12} />}
      {status === 'offline' && <IconCloudOff size={16} aria-hidden />}
      <Text size="xs" data-sync-status={status}>
        {LABELS[status]}
      </Text>
    </Group>
  );
}

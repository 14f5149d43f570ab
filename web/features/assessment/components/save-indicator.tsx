import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconServerOff } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { assessmentTexts } from '../assessment-texts';
import type { SyncStatus } from '../lib/answer-sync';

const LABELS = {
  saved: 'allSaved',
  saving: 'saving',
  offline: 'answersOffline',
  unreachable: 'answersUnreachable',
} as const satisfies Record<SyncStatus, string>;

/** A quiet line that says whether the server has every edit, and if not, what it waits for. */
export function SaveIndicator({ status }: { status: SyncStatus }) {
  const t = useTexts(assessmentTexts);
  const waiting = status === 'offline' || status === 'unreachable';
  return (
    <Group gap={6} role="status" aria-live="polite" c={waiting ? 'yellow.4' : 'dimmed'}>
      {status === 'saved' && <IconCloudCheck size={16} aria-hidden />}
      {status === 'saving' && <Loader size={12} />}
      {status === 'offline' && <IconCloudOff size={16} aria-hidden />}
      {status === 'unreachable' && <IconServerOff size={16} aria-hidden />}
      <Text size="xs" data-sync-status={status}>
        {t(LABELS[status])}
      </Text>
    </Group>
  );
}

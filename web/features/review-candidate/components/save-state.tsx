import '@mantine/core/styles/Button.css';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { SaveState } from '../hooks/use-review-saver';

/** "Saving…", "Saved" or "Not saved — retry", next to the controls it speaks for. */
export function SaveStateText({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" mih={28}>
      {state === 'saving' && (
        <>
          <Loader size={12} aria-hidden />
          <Text size="sm" c="dimmed">
            Saving…
          </Text>
        </>
      )}
      {state === 'saved' && (
        <>
          <IconCheck size={16} color="var(--mantine-color-teal-5)" aria-hidden />
          <Text size="sm" c="teal.4">
            Saved
          </Text>
        </>
      )}
      {state === 'failed' && (
        <>
          <IconAlertCircle size={16} color="var(--mantine-color-red-5)" aria-hidden />
          <Text size="sm" c="red.4">
            Not saved —
          </Text>
          <Button variant="subtle" color="red" size="compact-sm" onClick={onRetry}>
            retry
          </Button>
        </>
      )}
    </Group>
  );
}

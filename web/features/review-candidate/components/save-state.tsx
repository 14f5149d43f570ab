import '@mantine/core/styles/Button.css';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { SaveState } from '../hooks/use-review-saver';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/** "Saving…", "Saved" or "Not saved — retry", next to the controls it speaks for. */
export function SaveStateText({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const t = useTexts(reviewCandidateTexts);
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" mih={28}>
      {state === 'saving' && (
        <>
          <Loader size={12} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('saving')}
          </Text>
        </>
      )}
      {state === 'saved' && (
        <>
          <IconCheck size={16} color="var(--mantine-color-teal-5)" aria-hidden />
          <Text size="sm" c="teal.4">
            {t('saved')}
          </Text>
        </>
      )}
      {state === 'failed' && (
        <>
          <IconAlertCircle size={16} color="var(--mantine-color-red-5)" aria-hidden />
          <Text size="sm" c="red.4">
            {t('notSavedDash')}
          </Text>
          <Button variant="subtle" color="red" size="compact-sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        </>
      )}
    </Group>
  );
}

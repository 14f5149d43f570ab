import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlayerSkipForward } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { assessmentTexts } from '../assessment-texts';

/** Where the answer would be, for an optional question the candidate skipped. */
export function SkippedNotice({ busy, onAnswer }: { busy: boolean; onAnswer: () => void }) {
  const t = useTexts(assessmentTexts);
  return (
    <Paper withBorder p="md" radius="md" id="skipped-notice" tabIndex={-1}>
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconPlayerSkipForward size={18} aria-hidden />
          <Text fw={600}>{t('skippedTitle')}</Text>
        </Group>
        <Button variant="default" loading={busy} onClick={onAnswer}>
          {t('answerIt')}
        </Button>
      </Group>
    </Paper>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { PendingRecording } from '../../../../shared/assessment.schema';
import { useTexts } from '../../../i18n/texts';
import { formatClock } from '../../../lib/format-clock';
import { recorderTexts } from '../recorder-texts';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

interface SavedRecordingCardProps {
  /** The heading above it (the introduction's); a question has its own above. */
  title?: string;
  recording: PendingRecording;
  /** Recordings the candidate may still finish; null: unlimited. */
  takesLeft: number | null;
  submitting: boolean;
  onSubmit: () => void;
  onRecordAgain: () => void;
}

/**
 * The page was reloaded (or closed) after End Recording and before Submit Recording: the finished
 * recording is on the server, so it is offered as it was, instead of a recorder that may have no
 * take left to give.
 */
export function SavedRecordingCard(props: SavedRecordingCardProps) {
  const t = useTexts(recorderTexts);
  const { durationMs } = props.recording;
  return (
    <Stack gap="lg">
      {props.title && (
        <Title order={1} size="h2">
          {props.title}
        </Title>
      )}
      <Card withBorder padding="xl" data-saved-recording>
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <Title order={props.title ? 2 : 3} size="h3" ta="center">
            {t('lastTakeSaved')}
          </Title>
          <Text ta="center" maw={520}>
            {durationMs === null
              ? t('notSubmitted')
              : t('notSubmittedLength', { length: formatClock(durationMs) })}
          </Text>
          {props.takesLeft === 0 && (
            <Text size="sm" c="dimmed" ta="center">
              {t('lastTake')}
            </Text>
          )}
          <Group justify="center" gap="sm" mt="xs">
            {props.takesLeft !== 0 && (
              <Button
                variant="default"
                onClick={props.onRecordAgain}
                disabled={props.submitting}
                styles={WRAPPING_BUTTON}
              >
                {props.takesLeft === null
                  ? t('recordAgain')
                  : t('recordAgainTakes', { takes: props.takesLeft })}
              </Button>
            )}
            <Button onClick={props.onSubmit} loading={props.submitting}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

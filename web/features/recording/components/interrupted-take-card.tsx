import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlayerStopFilled } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { InterruptedRecording } from '../../../../shared/interrupted-recording.schema';
import { useTexts } from '../../../i18n/texts';
import { recorderTexts } from '../recorder-texts';

interface InterruptedTakeCardProps {
  recording: InterruptedRecording;
  /** With the step's title (the card is the whole step), or without (beside the recorder). */
  withTitle: boolean;
  /** Whose take it was: the video introduction's (the default), or a question's answer. */
  answering?: 'introduction' | 'question';
  /** Takes the candidate may still finish; null: unlimited. 0: only submitting is offered. */
  takesLeft: number | null;
  submitting: boolean;
  onSubmit: () => void;
  onRecordAgain: () => void;
}

/**
 * A take was cut short (the page reloaded or closed, the camera stopped) and the server holds its
 * first part: the candidate is told so, with its length when the server could measure it, and
 * chooses to submit that part or record again.
 */
export function InterruptedTakeCard(props: InterruptedTakeCardProps) {
  const t = useTexts(recorderTexts);
  const { savedMs } = props.recording;
  const seconds = savedMs === null ? null : Math.max(1, Math.round(savedMs / 1000));
  const noTakeLeft = props.takesLeft === 0;
  const forQuestion = props.answering === 'question';
  const choice = t(forQuestion ? 'answerChoice' : 'choice');
  const lastTake = t(forQuestion ? 'answerLastTake' : 'lastTakeInterrupted');
  const heading = useRef<HTMLHeadingElement>(null);
  // The card replaces or interrupts the recorder: a screen reader hears what happened first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="lg">
      {props.withTitle && (
        <Title order={1} size="h2">
          {t('title')}
        </Title>
      )}
      <Card withBorder padding="xl" data-interrupted-take data-saved-seconds={seconds ?? ''}>
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" color="yellow" variant="light" aria-hidden>
            <IconPlayerStopFilled size={24} />
          </ThemeIcon>
          <Title order={2} size="h3" ta="center" ref={heading} tabIndex={-1}>
            {t('interruptedTitle')}
          </Title>
          <Text ta="center" maw={520} data-saved-part>
            {seconds === null ? t('savedPart') : t('savedSeconds', { seconds })}
          </Text>
          <Text ta="center" maw={520}>
            {noTakeLeft ? lastTake : choice}
          </Text>
          {!noTakeLeft && (
            <Text size="sm" c="dimmed" ta="center" maw={520}>
              {t('takeNote')}
              {props.takesLeft !== null && ` ${t('takesLeftSentence', { takes: props.takesLeft })}`}
            </Text>
          )}
          <Group justify="center" gap="sm" mt="xs">
            {!noTakeLeft && (
              <Button variant="default" onClick={props.onRecordAgain} disabled={props.submitting}>
                {t('recordAgainSaved')}
              </Button>
            )}
            <Button onClick={props.onSubmit} loading={props.submitting}>
              {t('submitSavedPart')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconPlayerRecord } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTexts, type Translate } from '../../../i18n/texts';
import { shortClock } from '../../../lib/role-facts';
import { recorderTexts } from '../recorder-texts';

interface ThinkingCountdownProps {
  seconds: number;
  /** The time is up, or Start now was pressed: recording starts. */
  onDone: () => void;
}

/**
 * What a screen reader hears of the countdown: the start, every ten seconds, and the last three,
 * not every tick.
 */
function spoken(t: Translate<typeof recorderTexts.english>, left: number, seconds: number): string {
  if (left <= 3) return t('spokenStartsIn', { left });
  return t('spokenThinking', { seconds: Math.min(seconds, Math.ceil(left / 10) * 10) });
}

/**
 * The role's thinking time before a take: a visible countdown, then recording starts by itself.
 * It starts when it appears (each take gets its own), and Start now skips the rest.
 */
export function ThinkingCountdown({ seconds, onDone }: ThinkingCountdownProps) {
  const t = useTexts(recorderTexts);
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const endsAt = performance.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.ceil((endsAt - performance.now()) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining > 0) return;
      clearInterval(timer);
      done.current();
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm">
        <Text fw={600} size="lg" role="timer">
          {t('thinking', { clock: shortClock(left) })}
        </Text>
        <Button
          color="red"
          leftSection={<IconPlayerRecord size={18} />}
          onClick={() => done.current()}
        >
          {t('startNow')}
        </Button>
      </Group>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {spoken(t, left, seconds)}
      </VisuallyHidden>
    </Paper>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerRecord, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/texts';
import { useCamera } from '../hooks/use-camera';
import type { RecordedMedia } from '../lib/media-support';
import { MEDIA_TEXTS } from '../lib/media-texts';
import { PRACTICE_SECONDS, PracticeTake } from '../lib/practice-take';
import { recorderTexts } from '../recorder-texts';
import { AudioLevelMeter } from './audio-level-meter';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';
import { CameraAccessRequiredCard, CameraSettingUpCard } from './camera-status-card';

interface PracticeTakeCardProps {
  media: RecordedMedia;
  /** Done with it (tried, or skipped): the question's recorder comes next. */
  onDone: () => void;
}

type Stage =
  { name: 'ready' } | { name: 'recording'; left: number } | { name: 'playback'; url: string };

/**
 * "Try your camera" / "Try your microphone", before the first video or audio answer: a few
 * seconds recorded and played back on the device, never sent, and skippable.
 */
export function PracticeTakeCard({ media, onDone }: PracticeTakeCardProps) {
  const t = useTexts(recorderTexts);
  const texts = MEDIA_TEXTS[media];
  const { camera, acquire } = useCamera(media);
  const stream = camera.status === 'granted' ? camera.stream : null;
  const [stage, setStage] = useState<Stage>({ name: 'ready' });
  const take = useRef<PracticeTake | null>(null);

  const attachPreview = useCallback(
    (element: HTMLVideoElement | null) => {
      if (element && element.srcObject !== stream) element.srcObject = stream;
    },
    [stream],
  );

  // The object URL of a take played back is let go when it is replaced or the card closes.
  const playbackUrl = stage.name === 'playback' ? stage.url : null;
  useEffect(() => () => void (playbackUrl && URL.revokeObjectURL(playbackUrl)), [playbackUrl]);
  useEffect(() => () => take.current?.discard(), []);

  const record = () => {
    if (!stream) return;
    const started = new PracticeTake(stream, media);
    take.current = started;
    const endsAt = performance.now() + PRACTICE_SECONDS * 1000;
    setStage({ name: 'recording', left: PRACTICE_SECONDS });
    const tick = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - performance.now()) / 1000));
      setStage((current) => (current.name === 'recording' ? { ...current, left } : current));
    }, 250);
    void started.result.then((blob) => {
      clearInterval(tick);
      if (take.current !== started) return;
      take.current = null;
      setStage({ name: 'playback', url: URL.createObjectURL(blob) });
    });
  };

  return (
    <Card withBorder padding="lg" radius="md" data-practice-take={media}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {t(texts.practiceTitle)}
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onDone}>
            {t('skipPractice')}
          </Button>
        </Group>
        <Text size="sm">{t(texts.practiceIntro)}</Text>
        {camera.status === 'unknown' && <CameraSettingUpCard media={media} />}
        {camera.status === 'denied' && (
          <CameraAccessRequiredCard
            media={media}
            message={camera.message}
            onRetry={() => void acquire()}
          />
        )}
        {camera.status === 'granted' && stage.name !== 'playback' && (
          <Box
            pos="relative"
            bg="black"
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          >
            {media === 'video' ? (
              <video
                ref={attachPreview}
                autoPlay
                muted
                playsInline
                aria-label={t(texts.previewLabel)}
                style={{
                  display: 'block',
                  width: '100%',
                  maxHeight: '50vh',
                  objectFit: 'contain',
                  transform: 'scaleX(-1)',
                }}
              />
            ) : (
              <Box py="md">
                <AudioLevelMeter stream={stream} label={t(texts.previewLabel)} />
              </Box>
            )}
            {stage.name === 'recording' && (
              <Badge
                pos="absolute"
                top={12}
                style={{ insetInlineStart: 12 }}
                color="red"
                variant="filled"
                size="lg"
                role="status"
              >
                {t('practiceLeft', { left: stage.left })}
              </Badge>
            )}
          </Box>
        )}
        {stage.name === 'playback' &&
          (media === 'video' ? (
            <video
              src={stage.url}
              controls
              playsInline
              preload="auto"
              aria-label={t('practicePlayback')}
              style={{
                display: 'block',
                width: '100%',
                maxHeight: '50vh',
                background: 'black',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            />
          ) : (
            <audio
              src={stage.url}
              controls
              aria-label={t('practicePlayback')}
              style={{ width: '100%' }}
            />
          ))}
        {camera.status === 'granted' && (
          <Group gap="sm">
            {stage.name === 'ready' && (
              <Button
                color="red"
                leftSection={<IconPlayerRecord size={18} />}
                onClick={record}
                styles={WRAPPING_BUTTON}
              >
                {t('practiceRecord', { seconds: PRACTICE_SECONDS })}
              </Button>
            )}
            {stage.name === 'recording' && (
              <Button
                variant="default"
                leftSection={<IconPlayerStop size={18} />}
                onClick={() => take.current?.stop()}
              >
                {t('practiceStop')}
              </Button>
            )}
            {stage.name === 'playback' && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={18} />}
                  styles={WRAPPING_BUTTON}
                  onClick={() => setStage({ name: 'ready' })}
                >
                  {t('practiceAgain')}
                </Button>
                <Button onClick={onDone} styles={WRAPPING_BUTTON}>
                  {t('practiceDone')}
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

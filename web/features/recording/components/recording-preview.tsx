import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Box, Button, Image, Overlay, Stack, Text, Title } from '@mantine/core';
import type { RefCallback } from 'react';
import { useTexts } from '../../../i18n/texts';
import { formatClock } from '../../../lib/format-clock';
import type { RecorderPhase } from '../hooks/use-recorder';
import type { RecordedMedia } from '../lib/media-support';
import { MEDIA_TEXTS, type RecorderKey } from '../lib/media-texts';
import { recorderTexts } from '../recorder-texts';
import { AudioLevelMeter } from './audio-level-meter';

interface RecordingPreviewProps {
  /** Video: the camera's picture; audio: the microphone's level in its place. */
  media?: RecordedMedia;
  /** The microphone's stream, for the level an audio answer shows. */
  stream?: MediaStream | null;
  videoRef: RefCallback<HTMLVideoElement>;
  phase: RecorderPhase;
  elapsedMs: number;
  /** The last frame before a freeze, shown in greyscale under the error (a video's only). */
  lastFrame: string | null;
  onHowToFix: () => void;
}

const BADGES: Partial<Record<RecorderPhase, { label: RecorderKey; color: string }>> = {
  recording: { label: 'badgeRecording', color: 'red' },
  paused: { label: 'badgePaused', color: 'yellow' },
  error: { label: 'badgeError', color: 'red' },
};

/**
 * The live camera picture (or for an audio answer the microphone's level) with the status badge,
 * the timer and, after a freeze, the error.
 */
export function RecordingPreview({
  media = 'video',
  stream = null,
  videoRef,
  phase,
  elapsedMs,
  lastFrame,
  onHowToFix,
}: RecordingPreviewProps) {
  const t = useTexts(recorderTexts);
  const badge = BADGES[phase];
  return (
    <Box
      pos="relative"
      bg="black"
      // On a phone the picture is short: the error needs room below the badges to be read.
      mih={phase === 'error' ? 320 : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      {media === 'video' ? (
        <video
          ref={videoRef}
          autoPlay
          muted
          playsInline
          aria-label={t(MEDIA_TEXTS.video.previewLabel)}
          // The camera's own shape (a phone held upright gives a tall picture), never stretched.
          style={{
            display: 'block',
            width: '100%',
            maxHeight: '70vh',
            objectFit: 'contain',
            transform: 'scaleX(-1)',
          }}
        />
      ) : (
        // A stopped microphone has no level to show: the error stands alone, readable.
        <Box pt={48} pb="md" style={phase === 'error' ? { visibility: 'hidden' } : undefined}>
          <AudioLevelMeter stream={stream} label={t(MEDIA_TEXTS.audio.previewLabel)} />
        </Box>
      )}
      {badge && (
        <Badge
          pos="absolute"
          top={12}
          color={badge.color}
          variant="filled"
          autoContrast
          size="lg"
          role="status"
          // At the start of the line, the timer at its end: mirrored right to left
          // (docs/product.md#right-to-left), while the picture itself stays a mirror.
          style={{ insetInlineStart: 12, zIndex: 2 }}
        >
          {t(badge.label)}
        </Badge>
      )}
      <Badge
        pos="absolute"
        top={12}
        color="dark"
        variant="filled"
        size="lg"
        ff="monospace"
        aria-label={t('recordingTime')}
        style={{ insetInlineEnd: 12, zIndex: 2 }}
      >
        {formatClock(elapsedMs)}
      </Badge>
      {phase === 'error' && (
        <Overlay backgroundOpacity={0} blur={0} center zIndex={1}>
          {lastFrame && (
            <Image
              src={lastFrame}
              alt=""
              pos="absolute"
              inset={0}
              h="100%"
              fit="contain"
              style={{ filter: 'grayscale(1)', transform: 'scaleX(-1)' }}
            />
          )}
          <Stack
            align="center"
            gap="sm"
            p="lg"
            maw={460}
            bg="rgba(0, 0, 0, 0.72)"
            style={{ borderRadius: 12, position: 'relative' }}
            role="alert"
          >
            <Title order={2} size="h3" c="red.4">
              {t('errorTitle')}
            </Title>
            <Text ta="center">{t(MEDIA_TEXTS[media].frozen)}</Text>
            <Button onClick={onHowToFix}>{t('howToFix')}</Button>
          </Stack>
        </Overlay>
      )}
    </Box>
  );
}

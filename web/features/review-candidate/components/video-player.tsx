import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Stack.css';
import { Box, Group, Kbd, Stack, Text } from '@mantine/core';
import { useRef, useState, type RefObject } from 'react';
import { useTexts } from '../../../i18n/texts';
import { usePlayerKeys } from '../hooks/use-player-keys';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { PlaybackSpeedControl, type PlaybackSpeed } from './playback-speed';

interface VideoPlayerProps {
  src: string;
  poster: string | null;
  /** A video (the introduction, a video answer) or an audio answer: the same controls. */
  media?: 'video' | 'audio';
  /** What the player region is called for screen readers. */
  label: string;
}

/** The letter that plays and pauses, beside Space (use-player-keys.ts). */
const PLAY_KEY = 'K';

/** How much of the screen's height a tall (portrait) recording may take. */
const MAX_HEIGHT_VH = 70;

/**
 * The browser's own player with a speed control and keys for play, pause and seeking (the server
 * answers Range requests, so a reviewer can jump anywhere without loading it all).
 */
export function VideoPlayer({ src, poster, label, media = 'video' }: VideoPlayerProps) {
  const t = useTexts(reviewCandidateTexts);
  const videoRef = useRef<HTMLMediaElement>(null);
  const [speed, setSpeed] = useState<PlaybackSpeed>('1');
  /**
   * The recording's own shape once its size is known (a phone held upright records it tall), kept
   * with the address it was read from: the next candidate's recording, drawn by the same player,
   * is 16:9 again until its own size is known.
   */
  const [measured, setMeasured] = useState<{ src: string; width: number; height: number } | null>(
    null,
  );
  const shape = measured?.src === src ? measured : null;
  const onKeyDown = usePlayerKeys(videoRef);

  const changeSpeed = (next: PlaybackSpeed) => {
    setSpeed(next);
    const video = videoRef.current;
    if (!video) return;
    video.playbackRate = Number(next);
    video.defaultPlaybackRate = Number(next);
  };

  return (
    <Stack
      gap="xs"
      role="region"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="video-player"
    >
      {media === 'video' ? (
        <Box
          component="video"
          ref={videoRef as RefObject<HTMLVideoElement>}
          src={src}
          poster={poster ?? undefined}
          controls
          playsInline
          preload="metadata"
          onLoadedMetadata={(event) => {
            const video = event.currentTarget;
            video.playbackRate = Number(speed);
            if (video.videoWidth > 0 && video.videoHeight > 0)
              setMeasured({ src, width: video.videoWidth, height: video.videoHeight });
          }}
          w="100%"
          bg="black"
          style={{
            display: 'block',
            // 16:9 until the recording says its own; a tall one is kept tall, within the screen's
            // height and centred, not shrunk into a wide box with black bars either side.
            aspectRatio: shape ? `${shape.width} / ${shape.height}` : '16 / 9',
            maxWidth: shape
              ? `calc(${MAX_HEIGHT_VH}vh * ${shape.width / shape.height})`
              : undefined,
            marginInline: 'auto',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        />
      ) : (
        <Box
          component="audio"
          ref={videoRef}
          src={src}
          controls
          preload="metadata"
          onLoadedMetadata={(event) => {
            event.currentTarget.playbackRate = Number(speed);
          }}
          w="100%"
          style={{ display: 'block' }}
        />
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <PlaybackSpeedControl value={speed} onChange={changeSpeed} />
        <Text size="xs" c="dimmed">
          <Kbd size="xs">{t('keySpace')}</Kbd> {t('playerKeysOr')} <Kbd size="xs">{PLAY_KEY}</Kbd>{' '}
          {t('playerKeysPlayPause')} · <Kbd size="xs">←</Kbd> <Kbd size="xs">→</Kbd>{' '}
          {t('playerKeysSeek')}
        </Text>
      </Group>
    </Stack>
  );
}

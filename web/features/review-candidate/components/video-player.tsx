import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Stack.css';
import { Box, Group, Kbd, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { usePlayerKeys } from '../hooks/use-player-keys';
import { PlaybackSpeedControl, type PlaybackSpeed } from './playback-speed';

interface VideoPlayerProps {
  src: string;
  poster: string | null;
  /** What the player region is called for screen readers. */
  label: string;
}

/** The browser's own player with a speed control and keys for play, pause and seeking. */
export function VideoPlayer({ src, poster, label }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState<PlaybackSpeed>('1');
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
      <Box
        component="video"
        ref={videoRef}
        src={src}
        poster={poster ?? undefined}
        controls
        preload="metadata"
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = Number(speed);
        }}
        w="100%"
        bg="black"
        style={{
          display: 'block',
          aspectRatio: '16 / 9',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <PlaybackSpeedControl value={speed} onChange={changeSpeed} />
        <Text size="xs" c="dimmed">
          <Kbd size="xs">Space</Kbd> or <Kbd size="xs">K</Kbd> play / pause · <Kbd size="xs">←</Kbd>{' '}
          <Kbd size="xs">→</Kbd> seek 5 s
        </Text>
      </Group>
    </Stack>
  );
}

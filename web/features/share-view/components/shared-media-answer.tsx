import { Box, Stack, Text } from '@mantine/core';
import type { SharedAnswerMedia } from '../../../../shared/answer-recording.schema';
import { useTexts } from '../../../i18n/texts';
import { formatClock } from '../../../lib/format-clock';
import { shareLinksTexts } from '../../../components/share-links-texts';

interface SharedMediaAnswerProps {
  /** The share's own address of the recording (Range supported), and of a video's poster. */
  src: string;
  poster: string | null;
  recording: SharedAnswerMedia;
  label: string;
}

/** A video or audio answer on a share link: the browser's player and the length, as the introduction. */
export function SharedMediaAnswer({ src, poster, recording, label }: SharedMediaAnswerProps) {
  const t = useTexts(shareLinksTexts);
  if (recording.state !== 'ready') {
    const { media } = recording;
    return (
      <Text size="sm" c="dimmed">
        {recording.state === 'none'
          ? t('mediaNone', { media })
          : recording.state === 'failed'
            ? t('mediaFailed', { media })
            : t('mediaProcessing', { media })}
      </Text>
    );
  }
  return (
    <Stack gap={4} data-shared-media-answer={recording.media}>
      {recording.media === 'video' ? (
        <Box
          component="video"
          src={src}
          poster={poster ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          w="100%"
          bg="black"
          style={{
            display: 'block',
            aspectRatio: '16 / 9',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        />
      ) : (
        <Box
          component="audio"
          src={src}
          controls
          preload="metadata"
          aria-label={label}
          w="100%"
          style={{ display: 'block' }}
        />
      )}
      {recording.durationMs !== null && (
        <Text size="xs" c="dimmed">
          {t('duration', { duration: formatClock(recording.durationMs) })}
        </Text>
      )}
    </Stack>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCameraOff, IconMicrophoneOff } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import type { RecordedMedia } from '../lib/media-support';
import { MEDIA_TEXTS, type RecorderKey } from '../lib/media-texts';
import { recorderTexts } from '../recorder-texts';
import { VideoUnavailableButton } from './video-unavailable-action';

/** While the camera (or the microphone) is asked for: a quiet loading card. */
export function CameraSettingUpCard({ media = 'video' }: { media?: RecordedMedia }) {
  const t = useTexts(recorderTexts);
  return (
    <Card withBorder padding="xl" mih={240}>
      <Stack align="center" justify="center" gap="sm" mih={200} role="status">
        <Loader />
        <Text>{t(MEDIA_TEXTS[media].settingUp)}</Text>
      </Stack>
    </Card>
  );
}

/**
 * The camera was refused or failed: why, a button that really asks again, and a way to finish
 * without a video for a candidate whose camera cannot be made to work.
 */
export function CameraAccessRequiredCard({
  media = 'video',
  message,
  onRetry,
  onVideoUnavailable,
}: {
  media?: RecordedMedia;
  /** Why, as the recorder's catalogue names it. */
  message: RecorderKey;
  onRetry: () => void;
  onVideoUnavailable?: () => void;
}) {
  const t = useTexts(recorderTexts);
  return (
    <Card withBorder padding="xl" mih={240}>
      <Stack align="center" gap="sm" role="alert">
        <ThemeIcon size={48} radius="xl" color="red" variant="light" aria-hidden>
          {media === 'video' ? <IconCameraOff size={28} /> : <IconMicrophoneOff size={28} />}
        </ThemeIcon>
        <Title order={2} size="h3">
          {t(MEDIA_TEXTS[media].accessRequired)}
        </Title>
        <Text ta="center" maw={520}>
          {t(message)}
        </Text>
        <Button onClick={onRetry}>{t('tryAgain')}</Button>
        {onVideoUnavailable && <VideoUnavailableButton onOpen={onVideoUnavailable} />}
      </Stack>
    </Card>
  );
}

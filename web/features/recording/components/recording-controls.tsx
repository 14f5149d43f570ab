import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Progress, Stack, Text, type ButtonProps } from '@mantine/core';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerRecord,
  IconPlayerStop,
} from '@tabler/icons-react';
import { usePageLanguage, useTexts } from '../../../i18n/texts';
import type { RecorderPhase, UploadState } from '../hooks/use-recorder';
import type { RecordedMedia } from '../lib/media-support';
import { MEDIA_TEXTS } from '../lib/media-texts';
import type { UploadProgress } from '../lib/recording-upload';
import { recorderTexts } from '../recorder-texts';

interface RecordingControlsProps {
  /** What is recorded: named in the upload's line (video unless said). */
  media?: RecordedMedia;
  phase: RecorderPhase;
  progress: UploadProgress;
  uploadState: UploadState;
  /** False once the role's takes are used up: no Start Recording then. */
  canStart: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onEnd: () => void;
}

/** Megabytes with one decimal, as the page's language writes a number (`1.5`, `1,5`). */
function useMegabytes(): (bytes: number) => string {
  const t = useTexts(recorderTexts);
  const language = usePageLanguage();
  const locale = language === 'en' || language.includes('-X') ? 'en-GB' : language;
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  return (bytes) => t('megabytes', { size: format.format(bytes / 1_000_000) });
}

/** Start, Pause / Resume and End Recording, and how much of the video the server has. */
export function RecordingControls(props: RecordingControlsProps) {
  const { phase, progress } = props;
  const t = useTexts(recorderTexts);
  const megabytes = useMegabytes();
  const media = props.media ?? 'video';
  const texts = MEDIA_TEXTS[media];
  const error = phase === 'error';
  const sent =
    progress.recordedBytes > 0
      ? Math.min(100, (progress.uploadedBytes / progress.recordedBytes) * 100)
      : 0;
  const sentOf = {
    sent: megabytes(progress.uploadedBytes),
    total: megabytes(progress.recordedBytes),
  };
  const idle = phase === 'idle' || phase === 'stopped';
  const primary: ButtonProps & { onClick: () => void; children: string } = idle
    ? {
        color: 'red',
        leftSection: <IconPlayerRecord size={18} />,
        onClick: props.onStart,
        children: t('start'),
      }
    : phase === 'paused'
      ? {
          variant: 'default',
          leftSection: <IconPlayerPlay size={18} />,
          onClick: props.onResume,
          children: t('resume'),
        }
      : {
          variant: 'default',
          leftSection: <IconPlayerPause size={18} />,
          onClick: props.onPause,
          disabled: error,
          children: t('pause'),
        };
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {/* One button turns from Start into Pause and Resume, so the focus stays where it was. */}
        {(!idle || props.canStart) && <Button {...primary} />}
        {!idle && (
          <Button leftSection={<IconPlayerStop size={18} />} onClick={props.onEnd} disabled={error}>
            {t('end')}
          </Button>
        )}
      </Group>
      {props.uploadState !== 'idle' && (
        <Stack gap={4} aria-label={t('uploadProgress')}>
          <Progress
            value={sent}
            aria-label={t('uploadSent', { media })}
            size="sm"
            color={props.uploadState === 'failed' ? 'red' : 'teal'}
            animated={props.uploadState === 'uploading'}
          />
          <Text size="xs" c="dimmed" data-upload-state={props.uploadState}>
            {props.uploadState === 'done'
              ? t('uploadSaved', { media, size: megabytes(progress.recordedBytes) })
              : props.uploadState === 'failed'
                ? `${t(texts.uploadStalled)} ${t('uploadStalledSent', sentOf)}`
                : t('uploadSaving', sentOf)}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

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
import { TEXTS } from '../../../../shared/texts';
import type { RecorderPhase, UploadState } from '../hooks/use-recorder';
import type { RecordedMedia } from '../lib/media-support';
import { MEDIA_TEXTS } from '../lib/media-texts';
import type { UploadProgress } from '../lib/recording-upload';

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

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Start, Pause / Resume and End Recording, and how much of the video the server has. */
export function RecordingControls(props: RecordingControlsProps) {
  const { phase, progress } = props;
  const texts = MEDIA_TEXTS[props.media ?? 'video'];
  const error = phase === 'error';
  const sent =
    progress.recordedBytes > 0
      ? Math.min(100, (progress.uploadedBytes / progress.recordedBytes) * 100)
      : 0;
  const idle = phase === 'idle' || phase === 'stopped';
  const primary: ButtonProps & { onClick: () => void; children: string } = idle
    ? {
        color: 'red',
        leftSection: <IconPlayerRecord size={18} />,
        onClick: props.onStart,
        children: TEXTS.recorder.start,
      }
    : phase === 'paused'
      ? {
          variant: 'default',
          leftSection: <IconPlayerPlay size={18} />,
          onClick: props.onResume,
          children: TEXTS.recorder.resume,
        }
      : {
          variant: 'default',
          leftSection: <IconPlayerPause size={18} />,
          onClick: props.onPause,
          disabled: error,
          children: TEXTS.recorder.pause,
        };
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {/* One button turns from Start into Pause and Resume, so the focus stays where it was. */}
        {(!idle || props.canStart) && <Button {...primary} />}
        {!idle && (
          <Button leftSection={<IconPlayerStop size={18} />} onClick={props.onEnd} disabled={error}>
            {TEXTS.recorder.end}
          </Button>
        )}
      </Group>
      {props.uploadState !== 'idle' && (
        <Stack gap={4} aria-label="Upload progress">
          <Progress
            value={sent}
            aria-label={`${texts.recording} sent to the server`}
            size="sm"
            color={props.uploadState === 'failed' ? 'red' : 'teal'}
            animated={props.uploadState === 'uploading'}
          />
          <Text size="xs" c="dimmed" data-upload-state={props.uploadState}>
            {props.uploadState === 'done'
              ? `${texts.recording} saved on the server (${megabytes(progress.recordedBytes)}).`
              : props.uploadState === 'failed'
                ? `${texts.uploadStalled} ${megabytes(progress.uploadedBytes)} of ${megabytes(progress.recordedBytes)} sent.`
                : `Saving while you record: ${megabytes(progress.uploadedBytes)} of ${megabytes(progress.recordedBytes)} sent.`}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

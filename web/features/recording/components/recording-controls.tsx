import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerRecord,
  IconPlayerStop,
} from '@tabler/icons-react';
import { TEXTS } from '../../../../shared/texts';
import type { RecorderPhase, UploadState } from '../hooks/use-recorder';
import type { UploadProgress } from '../lib/recording-upload';

interface RecordingControlsProps {
  phase: RecorderPhase;
  progress: UploadProgress;
  uploadState: UploadState;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onEnd: () => void;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Start, Pause / Resume and End Recording, and how much of the video the server has. */
export function RecordingControls(props: RecordingControlsProps) {
  const { phase, progress } = props;
  const error = phase === 'error';
  const sent =
    progress.recordedBytes > 0
      ? Math.min(100, (progress.uploadedBytes / progress.recordedBytes) * 100)
      : 0;
  return (
    <Stack gap="sm">
      <Group>
        {(phase === 'idle' || phase === 'stopped') && (
          <Button color="red" leftSection={<IconPlayerRecord size={18} />} onClick={props.onStart}>
            {TEXTS.recorder.start}
          </Button>
        )}
        {(phase === 'recording' || phase === 'paused' || error) && (
          <>
            {phase === 'paused' ? (
              <Button
                variant="default"
                leftSection={<IconPlayerPlay size={18} />}
                onClick={props.onResume}
              >
                {TEXTS.recorder.resume}
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconPlayerPause size={18} />}
                onClick={props.onPause}
                disabled={error}
              >
                {TEXTS.recorder.pause}
              </Button>
            )}
            <Button
              leftSection={<IconPlayerStop size={18} />}
              onClick={props.onEnd}
              disabled={error}
            >
              {TEXTS.recorder.end}
            </Button>
          </>
        )}
      </Group>
      {props.uploadState !== 'idle' && (
        <Stack gap={4} aria-label="Upload progress">
          <Progress
            value={sent}
            size="sm"
            color={props.uploadState === 'failed' ? 'red' : 'teal'}
            animated={props.uploadState === 'uploading'}
          />
          <Text size="xs" c="dimmed" data-upload-state={props.uploadState}>
            {props.uploadState === 'done'
              ? `Video saved on the server (${megabytes(progress.recordedBytes)}).`
              : props.uploadState === 'failed'
                ? `${TEXTS.recorder.uploadStalled} ${megabytes(progress.uploadedBytes)} of ${megabytes(progress.recordedBytes)} sent.`
                : `Saving while you record: ${megabytes(progress.uploadedBytes)} of ${megabytes(progress.recordedBytes)} sent.`}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

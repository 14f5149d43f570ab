import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { TEXTS } from '../../../../shared/texts';
import { formatClock } from '../../../lib/format-clock';
import { takesLeftText } from '../../../lib/role-facts';
import type { UploadState } from '../hooks/use-recorder';

interface RecordingCompleteModalProps {
  opened: boolean;
  recordedMs: number;
  uploadState: UploadState;
  notice: string | null;
  submitting: boolean;
  /** Recordings the candidate may still start; null: unlimited. */
  takesLeft: number | null;
  onSubmit: () => void;
  onRecordAgain: () => void;
  onRetryUpload: () => void;
}

/** After End Recording: submit it, or record again from the start. */
export function RecordingCompleteModal(props: RecordingCompleteModalProps) {
  const { uploadState } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={TEXTS.recorder.completedTitle}
      centered
    >
      <Stack gap="md">
        <Group gap="xs">
          <IconCircleCheck color="var(--mantine-color-teal-5)" aria-hidden />
          <Text>Your recording is {formatClock(props.recordedMs)} long.</Text>
        </Group>
        {props.notice && (
          <Alert color="blue" variant="light">
            {props.notice}
          </Alert>
        )}
        {uploadState === 'uploading' && (
          <Text size="sm" c="dimmed" role="status">
            Sending the last second of your video...
          </Text>
        )}
        {uploadState === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{TEXTS.recorder.uploadStalled}</Text>
              <Button size="xs" variant="light" color="red" onClick={props.onRetryUpload}>
                {TEXTS.recorder.sendAgain}
              </Button>
            </Stack>
          </Alert>
        )}
        {props.takesLeft === 0 && (
          <Text size="sm" c="dimmed">
            That was your last take: submit this recording.
          </Text>
        )}
        <Group justify="flex-end">
          {props.takesLeft !== 0 && (
            <Button variant="default" onClick={props.onRecordAgain} disabled={props.submitting}>
              {props.takesLeft === null
                ? TEXTS.recorder.recordAgain
                : `${TEXTS.recorder.recordAgain} (${takesLeftText(props.takesLeft)})`}
            </Button>
          )}
          <Button
            onClick={props.onSubmit}
            loading={props.submitting || uploadState === 'uploading'}
            disabled={uploadState === 'failed'}
          >
            {TEXTS.recorder.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

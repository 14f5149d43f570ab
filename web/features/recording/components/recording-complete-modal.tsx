import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { TEXTS } from '../../../../shared/texts';
import { WAITING_TEXTS } from '../../../../shared/waiting-texts';
import { formatClock } from '../../../lib/format-clock';
import { takesLeftText } from '../../../lib/role-facts';
import { useOnline } from '../../../lib/use-online';
import type { UploadState } from '../hooks/use-recorder';
import type { RecordedMedia } from '../lib/media-support';
import { MEDIA_TEXTS } from '../lib/media-texts';
import { ConnectionNotice, connectionWaitOf } from './connection-notice';

interface RecordingCompleteModalProps {
  opened: boolean;
  /** What was recorded (video unless said): named where the upload is stuck. */
  media?: RecordedMedia;
  recordedMs: number;
  uploadState: UploadState;
  /** The upload's last request got no answer and is being retried. */
  retrying: boolean;
  notice: string | null;
  submitting: boolean;
  /** Recordings the candidate may still start; null: unlimited. */
  takesLeft: number | null;
  onSubmit: () => void;
  onRecordAgain: () => void;
  onRetryUpload: () => void;
}

/** What the dialog waits for, and says so: one line at a time. */
type Waiting =
  'sending' | 'offline' | 'unreachable' | 'savedOffline' | 'submitting' | 'ready' | 'failed';

function waitingOf(props: RecordingCompleteModalProps, online: boolean): Waiting {
  if (props.uploadState === 'failed') return 'failed';
  if (props.submitting) return 'submitting';
  if (props.uploadState === 'done') return online ? 'ready' : 'savedOffline';
  return connectionWaitOf(online, props.retrying) ?? 'sending';
}

/**
 * After End Recording: submit it, or record again from the start. Until the server has the last
 * byte, the dialog says what it waits for: the last second on its way, the connection (offline),
 * or the server (not answering); Submit Recording becomes available by itself once it can work.
 */
export function RecordingCompleteModal(props: RecordingCompleteModalProps) {
  const online = useOnline();
  const waiting = waitingOf(props, online);
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
        <div>
          <Group gap="xs">
            <IconCircleCheck color="var(--mantine-color-teal-5)" aria-hidden />
            <Text>Your recording is {formatClock(props.recordedMs)} long.</Text>
          </Group>
          {/* Always there, so that a screen reader hears each change of what the dialog waits for. */}
          <div role="status" aria-live="polite" data-waiting={waiting}>
            <WaitingLine waiting={waiting} />
          </div>
        </div>
        {props.notice && (
          <Alert color="blue" variant="light">
            {props.notice}
          </Alert>
        )}
        {waiting === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{MEDIA_TEXTS[props.media ?? 'video'].uploadStalled}</Text>
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
          {/* Busy while it works; only disabled while it waits for the connection or the server. */}
          <Button
            onClick={props.onSubmit}
            loading={waiting === 'submitting' || waiting === 'sending'}
            disabled={waiting !== 'ready'}
          >
            {TEXTS.recorder.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function WaitingLine({ waiting }: { waiting: Waiting }) {
  switch (waiting) {
    case 'sending':
    case 'submitting':
      return (
        <Text size="sm" c="dimmed" mt="xs">
          {WAITING_TEXTS.ended[waiting]}
        </Text>
      );
    case 'offline':
    case 'unreachable':
      return (
        <Box mt="md">
          <ConnectionNotice wait={waiting}>{WAITING_TEXTS.ended[waiting]}</ConnectionNotice>
        </Box>
      );
    case 'savedOffline':
      return (
        <Box mt="md">
          <ConnectionNotice wait="offline">{WAITING_TEXTS.ended.savedOffline}</ConnectionNotice>
        </Box>
      );
    default:
      return null;
  }
}

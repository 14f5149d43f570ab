import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { formatClock } from '../../../lib/format-clock';
import { useOnline } from '../../../lib/use-online';
import type { UploadState } from '../hooks/use-recorder';
import type { RecordedMedia } from '../lib/media-support';
import { MEDIA_TEXTS } from '../lib/media-texts';
import { recorderTexts } from '../recorder-texts';
import { ConnectionNotice, connectionWaitOf } from './connection-notice';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

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
  const t = useTexts(recorderTexts);
  const online = useOnline();
  const waiting = waitingOf(props, online);
  return (
    <Modal
      opened={props.opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('completedTitle')}
      centered
    >
      <Stack gap="md">
        <div>
          <Group gap="xs">
            <IconCircleCheck color="var(--mantine-color-teal-5)" aria-hidden />
            <Text>{t('recordingLength', { length: formatClock(props.recordedMs) })}</Text>
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
              <Text size="sm">{t(MEDIA_TEXTS[props.media ?? 'video'].uploadStalled)}</Text>
              <Button size="xs" variant="light" color="red" onClick={props.onRetryUpload}>
                {t('sendAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
        {props.takesLeft === 0 && (
          <Text size="sm" c="dimmed">
            {t('lastTake')}
          </Text>
        )}
        <Group justify="flex-end">
          {props.takesLeft !== 0 && (
            <Button
              variant="default"
              onClick={props.onRecordAgain}
              disabled={props.submitting}
              styles={WRAPPING_BUTTON}
            >
              {props.takesLeft === null
                ? t('recordAgain')
                : t('recordAgainTakes', { takes: props.takesLeft })}
            </Button>
          )}
          {/* Busy while it works; only disabled while it waits for the connection or the server. */}
          <Button
            onClick={props.onSubmit}
            loading={waiting === 'submitting' || waiting === 'sending'}
            disabled={waiting !== 'ready'}
          >
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const ENDED = {
  sending: 'endedSending',
  submitting: 'endedSubmitting',
  offline: 'endedOffline',
  unreachable: 'endedUnreachable',
} as const;

function WaitingLine({ waiting }: { waiting: Waiting }) {
  const t = useTexts(recorderTexts);
  switch (waiting) {
    case 'sending':
    case 'submitting':
      return (
        <Text size="sm" c="dimmed" mt="xs">
          {t(ENDED[waiting])}
        </Text>
      );
    case 'offline':
    case 'unreachable':
      return (
        <Box mt="md">
          <ConnectionNotice wait={waiting}>{t(ENDED[waiting])}</ConnectionNotice>
        </Box>
      );
    case 'savedOffline':
      return (
        <Box mt="md">
          <ConnectionNotice wait="offline">{t('endedSavedOffline')}</ConnectionNotice>
        </Box>
      );
    default:
      return null;
  }
}

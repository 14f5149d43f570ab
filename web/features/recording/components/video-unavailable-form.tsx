import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import {
  VIDEO_UNAVAILABLE_NOTE_MAX,
  VideoUnavailableReasonSchema,
  VideoUnavailableRequestSchema,
  type VideoUnavailableReason,
} from '../../../../shared/video-unavailable.schema';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../../../shared/video-unavailable-texts';
import { useTexts } from '../../../i18n/texts';
import { ApiError } from '../../../lib/api-client';
import { isInviteWithdrawn } from '../../../lib/invite-withdrawn';
import { reportVideoUnavailable } from '../api/report-video-unavailable';
import type { RecorderKey } from '../lib/media-texts';
import { recorderTexts, refusalText } from '../recorder-texts';

/**
 * Mantine's error red reads at under 4.5:1 on the dark modal: the message and the field's text
 * take a lighter red instead.
 */
const READABLE_ERROR = {
  error: { color: 'var(--mantine-color-red-4)' },
  input: { '--input-color': 'var(--mantine-color-text)' },
} as const;

const REASONS: Record<VideoUnavailableReason, RecorderKey> = {
  no_camera: 'noVideoReasonNoCamera',
  camera_not_working: 'noVideoReasonCameraNotWorking',
  other: 'noVideoReasonOther',
};

/** The schema's checks (its words are the server's, in English): each in the page's language. */
const CHECKS = new Map<string, RecorderKey>([
  [VIDEO_UNAVAILABLE_TEXTS.refusals.reason, 'noVideoRefusalReason'],
  [VIDEO_UNAVAILABLE_TEXTS.refusals.noteType, 'noVideoRefusalNoteType'],
  [VIDEO_UNAVAILABLE_TEXTS.refusals.noteTooLong, 'noVideoRefusalNoteTooLong'],
  [VIDEO_UNAVAILABLE_TEXTS.refusals.noteNeeded, 'noVideoNoteRequired'],
]);

const ADVICE = [
  'noVideoAdvice1',
  'noVideoAdvice2',
  'noVideoAdvice3',
  'noVideoAdvice4',
  'noVideoAdvice5',
] as const satisfies RecorderKey[];

interface FormValues {
  reason: VideoUnavailableReason | '';
  note: string;
}

interface VideoUnavailableFormProps {
  opened: boolean;
  onClose: () => void;
  token: string;
  /** The assessment is complete without a video: on to the complete page. */
  onCompleted: (completedAt: string) => void;
  onSessionInvalid: () => void;
}

/**
 * "I can't record a video": the safe advice once, then why (a choice and the candidate's own
 * words), checked as the server checks it. Sending completes the assessment without a video.
 */
export function VideoUnavailableForm(props: VideoUnavailableFormProps) {
  const { opened, onClose, token, onCompleted, onSessionInvalid } = props;
  const t = useTexts(recorderTexts);
  const form = useForm<FormValues>({
    initialValues: { reason: '', note: '' },
    validate: schemaResolver(VideoUnavailableRequestSchema, { sync: true }),
  });
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const noteRequired = form.values.reason === 'other';
  /** A field's props, its check's words (the schema's English) in the page's language. */
  const inputProps = (field: keyof FormValues) => {
    const input = form.getInputProps(field);
    const error = input.error as ReactNode;
    const check = typeof error === 'string' ? CHECKS.get(error) : undefined;
    return { ...input, error: check ? t(check) : error };
  };

  const submit = form.onSubmit(async ({ reason, note }) => {
    setSending(true);
    setRefusal(null);
    try {
      const { progress } = await reportVideoUnavailable(token, {
        reason: VideoUnavailableReasonSchema.parse(reason),
        note,
      });
      onCompleted(progress.completedAt);
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.httpStatus === 401) onSessionInvalid();
      // A withdrawn invite: the page leaves for the invite's page (invite-withdrawn.ts).
      else if (!isInviteWithdrawn(error)) {
        setRefusal(refusalText(t, error));
      }
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('noVideoTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('noVideoIntro')}</Text>
          <Paper
            withBorder
            p="sm"
            radius="md"
            component="section"
            aria-label={t('noVideoAdviceTitle')}
          >
            <Text size="sm" fw={600} mb={4}>
              {t('noVideoAdviceTitle')}
            </Text>
            <List size="sm" spacing={2}>
              {ADVICE.map((advice) => (
                <List.Item key={advice}>{t(advice)}</List.Item>
              ))}
            </List>
          </Paper>
          <Radio.Group
            label={t('noVideoReasonLabel')}
            withAsterisk
            styles={{ error: READABLE_ERROR.error }}
            {...inputProps('reason')}
          >
            <Stack gap="xs" mt="xs">
              {VideoUnavailableReasonSchema.options.map((reason) => (
                <Radio key={reason} value={reason} label={t(REASONS[reason])} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={
              noteRequired
                ? t('noVideoNoteLabel')
                : `${t('noVideoNoteLabel')} ${t('noVideoNoteOptional')}`
            }
            withAsterisk={noteRequired}
            description={noteRequired ? t('noVideoNoteRequired') : undefined}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={VIDEO_UNAVAILABLE_NOTE_MAX}
            styles={READABLE_ERROR}
            {...inputProps('note')}
          />
          <Text size="sm" c="dimmed">
            {t('noVideoFinalNote')}
          </Text>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={sending}>
              {t('noVideoCancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('noVideoSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

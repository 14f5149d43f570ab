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
import { useState } from 'react';
import {
  VIDEO_UNAVAILABLE_NOTE_MAX,
  VideoUnavailableReasonSchema,
  VideoUnavailableRequestSchema,
  type VideoUnavailableReason,
} from '../../../../shared/video-unavailable.schema';
import { VIDEO_UNAVAILABLE_TEXTS as TEXTS } from '../../../../shared/video-unavailable-texts';
import { ApiError } from '../../../lib/api-client';
import { isInviteWithdrawn } from '../../../lib/invite-withdrawn';
import { reportVideoUnavailable } from '../api/report-video-unavailable';

/**
 * Mantine's error red reads at under 4.5:1 on the dark modal: the message and the field's text
 * take a lighter red instead.
 */
const READABLE_ERROR = {
  error: { color: 'var(--mantine-color-red-4)' },
  input: { '--input-color': 'var(--mantine-color-text)' },
} as const;

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
  const form = useForm<FormValues>({
    initialValues: { reason: '', note: '' },
    validate: schemaResolver(VideoUnavailableRequestSchema, { sync: true }),
  });
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const noteRequired = form.values.reason === 'other';

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
        setRefusal(error instanceof Error ? error.message : String(error));
      }
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={TEXTS.title} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{TEXTS.intro}</Text>
          <Paper withBorder p="sm" radius="md" component="section" aria-label={TEXTS.adviceTitle}>
            <Text size="sm" fw={600} mb={4}>
              {TEXTS.adviceTitle}
            </Text>
            <List size="sm" spacing={2}>
              {TEXTS.advice.map((advice) => (
                <List.Item key={advice}>{advice}</List.Item>
              ))}
            </List>
          </Paper>
          <Radio.Group
            label={TEXTS.reasonLabel}
            withAsterisk
            styles={{ error: READABLE_ERROR.error }}
            {...form.getInputProps('reason')}
          >
            <Stack gap="xs" mt="xs">
              {VideoUnavailableReasonSchema.options.map((reason) => (
                <Radio key={reason} value={reason} label={TEXTS.reasons[reason]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={noteRequired ? TEXTS.noteLabel : `${TEXTS.noteLabel} ${TEXTS.noteOptional}`}
            withAsterisk={noteRequired}
            description={noteRequired ? TEXTS.noteRequired : undefined}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={VIDEO_UNAVAILABLE_NOTE_MAX}
            styles={READABLE_ERROR}
            {...form.getInputProps('note')}
          />
          <Text size="sm" c="dimmed">
            {TEXTS.finalNote}
          </Text>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={sending}>
              {TEXTS.cancel}
            </Button>
            <Button type="submit" loading={sending}>
              {TEXTS.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

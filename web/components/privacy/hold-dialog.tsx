import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { CandidateHoldSchema, HOLD_REASON_MAX } from '../../../shared/privacy.schema';
import { translateKnown, useTexts } from '../../i18n/texts';
import { useCandidateHold } from '../../lib/candidate-hold';
import { showError, showSuccess } from '../../lib/toasts';
import { retentionTexts } from './retention-texts';

interface HoldDialogProps {
  candidate: { id: string; name: string } | null;
  onClose: () => void;
  /** The hold is made: the caller moves the focus (the button that opened it goes or changes). */
  onHeld?: () => void;
}

/** Asks why a candidate is kept, then holds them from deletion (retention and erasure alike). */
export function HoldDialog({ candidate, onClose, onHeld }: HoldDialogProps) {
  const t = useTexts(retentionTexts);
  return (
    <Modal
      opened={candidate !== null}
      onClose={onClose}
      title={candidate ? t('holdTitle', { name: candidate.name }) : ''}
      centered
    >
      {/* Mounted while open only, so each opening starts empty. */}
      {candidate && <HoldForm candidate={candidate} onClose={onClose} onHeld={onHeld} />}
    </Modal>
  );
}

function HoldForm({
  candidate,
  onClose,
  onHeld,
}: {
  candidate: { id: string; name: string };
  onClose: () => void;
  onHeld?: () => void;
}) {
  const t = useTexts(retentionTexts);
  // The API's and the schema's words, in the page's language when the catalogue holds them.
  const known = (text: string) => translateKnown(retentionTexts, t, text);
  const hold = useCandidateHold(candidate.id);
  const form = useForm<z.input<typeof CandidateHoldSchema>>({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: schemaResolver(CandidateHoldSchema, { sync: true }),
  });
  const submit = (values: z.input<typeof CandidateHoldSchema>) =>
    hold.mutate(CandidateHoldSchema.parse(values).reason, {
      onSuccess: (response) => {
        showSuccess(response.status != null ? known(response.status) : t('held'));
        onClose();
        onHeld?.();
      },
      onError: (error) => showError(known(error.message)),
    });

  const reasonError = form.errors.reason;

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('holdBody')}</Text>
        <Textarea
          label={t('holdReason')}
          placeholder={t('holdReasonPlaceholder')}
          autosize
          minRows={2}
          maxLength={HOLD_REASON_MAX}
          data-autofocus
          key={form.key('reason')}
          {...form.getInputProps('reason')}
          error={typeof reasonError === 'string' ? known(reasonError) : reasonError}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={hold.isPending}>
            {t('hold')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { PRIVACY_TEXTS } from '../../../shared/privacy-texts';
import { CandidateHoldSchema, HOLD_REASON_MAX } from '../../../shared/privacy.schema';
import { useCandidateHold } from '../../lib/candidate-hold';
import { showError, showSuccess } from '../../lib/toasts';

interface HoldDialogProps {
  candidate: { id: string; name: string } | null;
  onClose: () => void;
  /** The hold is made: the caller moves the focus (the button that opened it goes or changes). */
  onHeld?: () => void;
}

/** Asks why a candidate is kept, then holds them from deletion (retention and erasure alike). */
export function HoldDialog({ candidate, onClose, onHeld }: HoldDialogProps) {
  return (
    <Modal
      opened={candidate !== null}
      onClose={onClose}
      title={candidate ? `Hold ${candidate.name} from deletion` : ''}
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
  const hold = useCandidateHold(candidate.id);
  const form = useForm<z.input<typeof CandidateHoldSchema>>({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: schemaResolver(CandidateHoldSchema, { sync: true }),
  });
  const submit = (values: z.input<typeof CandidateHoldSchema>) =>
    hold.mutate(CandidateHoldSchema.parse(values).reason, {
      onSuccess: (response) => {
        showSuccess(response.status ?? PRIVACY_TEXTS.held);
        onClose();
        onHeld?.();
      },
      onError: (error) => showError(error.message),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Neither the retention policy nor an erasure request deletes a held candidate. The reason
          is shown on their page and written to the audit log.
        </Text>
        <Textarea
          label="Reason"
          placeholder="keep: legal hold"
          autosize
          minRows={2}
          maxLength={HOLD_REASON_MAX}
          data-autofocus
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={hold.isPending}>
            Hold
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

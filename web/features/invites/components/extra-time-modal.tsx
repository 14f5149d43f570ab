import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminInvite } from '../../../../shared/review.schema';
import { ExtraTimeField } from '../../../components/extra-time-field';
import { draftOf, extraTimeOf } from '../../../lib/extra-time-draft';
import { showError, showSuccess } from '../../../lib/toasts';
import { useChangeExtraTime } from '../api/change-extra-time';

interface ExtraTimeModalProps {
  invite: AdminInvite;
  opened: boolean;
  onClose: () => void;
}

/** Sets, changes or removes the extra time of an unused invite or a candidate still answering. */
export function ExtraTimeModal({ invite, opened, onClose }: ExtraTimeModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Extra time" centered>
      {/* Mounted while open only, so each opening starts from the invite's current value. */}
      {opened && <ExtraTimeForm invite={invite} onClose={onClose} />}
    </Modal>
  );
}

function ExtraTimeForm({ invite, onClose }: { invite: AdminInvite; onClose: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(invite.extraTime));
  const [error, setError] = useState<string | null>(null);
  const change = useChangeExtraTime();
  const whom = invite.candidate?.name ?? invite.label;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = extraTimeOf(draft);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    change.mutate(
      { code: invite.code, extraTime: parsed.extraTime },
      {
        onSuccess: (response) => {
          showSuccess(response.status);
          onClose();
        },
        onError: (failure) => showError(failure.message),
      },
    );
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {invite.role.title}
          {whom ? ` (${whom})` : ''}: more time for this candidate only, added to the role’s time
          limit. Reviewers see it; no other candidate does.
        </Text>
        <ExtraTimeField
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

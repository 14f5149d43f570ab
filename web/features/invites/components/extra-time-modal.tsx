import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminInvite } from '../../../../shared/review.schema';
import { ExtraTimeField } from '../../../components/extra-time-field';
import { useTexts } from '../../../i18n/texts';
import { draftOf, extraTimeOf } from '../../../lib/extra-time-draft';
import { showError, showSuccess } from '../../../lib/toasts';
import { useChangeExtraTime } from '../api/change-extra-time';
import { invitesTexts } from '../invites-texts';

interface ExtraTimeModalProps {
  invite: AdminInvite;
  opened: boolean;
  onClose: () => void;
}

/** Sets, changes or removes the extra time of an unused invite or a candidate still answering. */
export function ExtraTimeModal({ invite, opened, onClose }: ExtraTimeModalProps) {
  const t = useTexts(invitesTexts);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('extraTimeTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      {/* Mounted while open only, so each opening starts from the invite's current value. */}
      {opened && <ExtraTimeForm invite={invite} onClose={onClose} />}
    </Modal>
  );
}

function ExtraTimeForm({ invite, onClose }: { invite: AdminInvite; onClose: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(invite.extraTime));
  const [error, setError] = useState<string | null>(null);
  const change = useChangeExtraTime();
  const t = useTexts(invitesTexts);
  const whom = invite.candidate?.name ?? invite.label;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = extraTimeOf(draft);
    if (!parsed.ok) {
      setError(t('extraMinutesMissing'));
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
          {whom
            ? t('extraTimeBodyFor', { title: invite.role.title, whom })
            : t('extraTimeBody', { title: invite.role.title })}
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
            {t('cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

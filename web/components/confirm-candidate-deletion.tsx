import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';

/**
 * Asks before deleting a candidate for good, in the same words wherever it is asked: on the
 * candidate's page and in the candidates list's "to be deleted" list.
 */
export function confirmCandidateDeletion(name: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: `Delete ${name}?`,
    centered: true,
    children: (
      <Text size="sm">
        This removes their answers, video, feedback and your review for good. It cannot be undone,
        and their link to the assessment stops working at once.
      </Text>
    ),
    labels: { confirm: 'Delete for good', cancel: 'Cancel' },
    confirmProps: { color: 'red', leftSection: <IconTrash size={16} /> },
    onConfirm,
  });
}

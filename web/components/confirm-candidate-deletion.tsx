import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';

type DeletionKey = 'deleteCandidateTitle' | 'deleteCandidateConfirm' | 'deleteCandidateCancel';

/**
 * One of the dialog's texts: the dialog is opened from an event handler, where no hook runs, and
 * draws inside the workspace's page, so its texts read the catalogue as they are drawn.
 */
function Words({ text, name }: { text: DeletionKey; name?: string }) {
  const t = useTexts(componentsTexts);
  return t(text, { name });
}

function Body() {
  const t = useTexts(componentsTexts);
  return <Text size="sm">{t('deleteCandidateBody')}</Text>;
}

/**
 * Asks before deleting a candidate for good, in the same words wherever it is asked: on the
 * candidate's page and in the candidates list's "to be deleted" list.
 */
export function confirmCandidateDeletion(name: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: <Words text="deleteCandidateTitle" name={name} />,
    centered: true,
    children: <Body />,
    labels: {
      confirm: <Words text="deleteCandidateConfirm" />,
      cancel: <Words text="deleteCandidateCancel" />,
    },
    confirmProps: { color: 'red', leftSection: <IconTrash size={16} /> },
    onConfirm,
  });
}

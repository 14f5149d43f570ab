import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { confirmCandidateDeletion } from '../../../components/confirm-candidate-deletion';
import { ApiError } from '../../../lib/api-client';
import { useMayAccess } from '../../../lib/current-member';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useDeleteCandidate } from '../../../lib/delete-candidate';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

interface DeleteCandidateButtonProps {
  candidateId: string;
  name: string;
  /** The list's filters, to go back to the same list. */
  search: string;
}

/** Deletes the candidate and everything they gave us, after a plain confirmation. */
export function DeleteCandidateButton({ candidateId, name, search }: DeleteCandidateButtonProps) {
  const t = useTexts(reviewCandidateTexts);
  const navigate = useNavigate();
  const mayManage = useMayAccess('manage');
  const deletion = useDeleteCandidate(candidateId, async () => {
    showSuccess(t('candidateDeleted'));
    await navigate(paths.adminCandidates(search));
  });

  const confirm = () =>
    confirmCandidateDeletion(name, () =>
      deletion.mutate(undefined, {
        onError: (error) => {
          if (!(error instanceof ApiError && error.httpStatus === 401)) showError(error.message);
        },
      }),
    );

  if (!mayManage) return null;
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} />}
      loading={deletion.isPending}
      onClick={confirm}
    >
      {t('deleteCandidate')}
    </Button>
  );
}

import { Group } from '@mantine/core';
import { ShareButton } from '../../../components/share-dialog';
import { useMayAccess } from '../../../lib/current-member';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/** "Share" for who may make share links (`manage`); nothing for the other roles. */
export function ShareCandidateButton({ candidateId, name }: { candidateId: string; name: string }) {
  const t = useTexts(reviewCandidateTexts);
  const mayShare = useMayAccess('manage');
  if (!mayShare) return null;
  return (
    <Group justify="flex-end">
      <ShareButton
        target={{ candidateId }}
        buttonLabel={t('share')}
        defaultLabel={name}
        description={t('shareDescription', { name })}
      />
    </Group>
  );
}

import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { formatMoment } from '../../../lib/format-moment';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/** Why a candidate stopped: the team withdrew their invite (revoked it on the invites page). */
export function InviteWithdrawnNote({ revokedAt }: { revokedAt: string | null }) {
  const t = useTexts(reviewCandidateTexts);
  if (!revokedAt) return null;
  return (
    <Alert color="red" variant="light" icon={<IconBan aria-hidden />} title={t('withdrawnTitle')}>
      {t('withdrawnBody', { when: formatMoment(new Date(revokedAt)) })}
    </Alert>
  );
}

import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { INVITE_TEXTS } from '../../../../shared/invite-texts';
import { formatMoment } from '../../../lib/format-moment';

/** Why a candidate stopped: the team withdrew their invite (revoked it on the invites page). */
export function InviteWithdrawnNote({ revokedAt }: { revokedAt: string | null }) {
  if (!revokedAt) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconBan aria-hidden />}
      title={INVITE_TEXTS.review.withdrawnTitle}
    >
      {INVITE_TEXTS.review.withdrawnBody(formatMoment(new Date(revokedAt)))}
    </Alert>
  );
}

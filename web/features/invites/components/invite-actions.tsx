import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconCalendarPlus,
  IconCheck,
  IconClockPlus,
  IconCopy,
  IconBan,
  IconMailForward,
} from '@tabler/icons-react';
import { COPIED_LABEL_MS } from '../../../../shared/constants';
import type { AdminInvite } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { useMayAccess } from '../../../lib/current-member';
import { showError, showSuccess } from '../../../lib/toasts';
import { useExtendInvite } from '../api/extend-invite';
import { useResendInvite } from '../api/resend-invite';
import { useRevokeInvite } from '../api/revoke-invite';
import { invitesTexts } from '../invites-texts';
import { useOpenExtraTime } from './extra-time-dialog';

/** Whether the extra time may still change: nobody used the live link, or its candidate is answering. */
export function extraTimeChangeable(invite: AdminInvite): boolean {
  if (invite.state === 'live') return true;
  return invite.state === 'used' && invite.candidate?.completedAt === null;
}

/**
 * Extend and revoke while there is something to extend or to stop: an invite nobody used (live or
 * expired) and one whose candidate is still answering (the link expired or not: extending lets
 * them back in through it, revoking stops them at their next step). Not a revoked invite (final;
 * the server refuses to extend it), nor one whose candidate completed: nothing is left to stop,
 * and the link only tells them they finished.
 */
function inviteChangeable(invite: AdminInvite): boolean {
  return invite.state !== 'revoked' && !invite.candidate?.completedAt;
}

/**
 * Copy the link; extend or revoke (after a confirmation that says what it does to a candidate
 * who is answering) where `inviteChangeable`; set the extra time while it can still matter.
 */
export function InviteActions({ invite, mailOn }: { invite: AdminInvite; mailOn: boolean }) {
  const revoke = useRevokeInvite();
  const extend = useExtendInvite();
  const resend = useResendInvite();
  const openExtraTime = useOpenExtraTime();
  const mayManage = useMayAccess('manage');
  const t = useTexts(invitesTexts);
  const changeable = inviteChangeable(invite);
  const candidate = invite.candidate?.name || invite.candidate?.email || t('theCandidate');
  const what = { title: invite.role.title, company: invite.role.company, label: invite.label };
  // Told from the request's own promise, not the row's mutation callbacks: the list swaps its table
  // for cards when the screen narrows, and a row gone meanwhile would never say how it went.
  const tell = (pending: Promise<{ status: string }>) =>
    void pending.then(
      (response) => showSuccess(response.status),
      (error: Error) => showError(error.message),
    );

  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: invite.candidate ? t('revokeUsedTitle', { name: candidate }) : t('revokeTitle'),
      children: (
        <Text size="sm">
          {invite.label ? t('revokeWhatFor', what) : t('revokeWhat', what)}{' '}
          {invite.candidate ? t('revokeUsedBody', { name: candidate }) : t('revokeBody')}
        </Text>
      ),
      labels: { confirm: t('revoke'), cancel: t('cancel') },
      closeButtonProps: { 'aria-label': t('close') },
      confirmProps: { color: 'red' },
      onConfirm: () => tell(revoke.mutateAsync(invite.code)),
    });

  if (!mayManage) return null;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <CopyButton value={invite.url} timeout={COPIED_LABEL_MS}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('copied') : t('copyInviteLink')} withArrow>
            <ActionIcon
              variant="default"
              size={28}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              aria-label={t('copyInviteLink')}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      {extraTimeChangeable(invite) && (
        <Tooltip label={t('setExtraTime')} withArrow>
          <ActionIcon
            variant="default"
            size={28}
            onClick={() => openExtraTime(invite)}
            aria-label={t('setExtraTime')}
          >
            <IconClockPlus size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {mailOn && invite.email && extraTimeChangeable(invite) && (
        <Tooltip label={t('resendTo', { email: invite.email })} withArrow>
          <ActionIcon
            variant="default"
            size={28}
            loading={resend.isPending}
            onClick={() => tell(resend.mutateAsync(invite.code))}
            aria-label={t('resend')}
          >
            <IconMailForward size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {changeable && (
        <>
          <Tooltip
            label={
              invite.candidate ? t('extendUsedTooltip', { name: candidate }) : t('extendTooltip')
            }
            withArrow
          >
            <ActionIcon
              variant="default"
              size={28}
              loading={extend.isPending}
              onClick={() => tell(extend.mutateAsync(invite.code))}
              aria-label={t('extend')}
            >
              <IconCalendarPlus size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('revoke')} withArrow>
            <ActionIcon
              variant="light"
              color="red"
              size={28}
              loading={revoke.isPending}
              onClick={confirmRevoke}
              aria-label={t('revoke')}
            >
              <IconBan size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}

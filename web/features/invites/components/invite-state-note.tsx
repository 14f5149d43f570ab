import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import type { AdminInvite } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { invitesTexts } from '../invites-texts';

/**
 * What the state badge leaves out for a used invite: whether its candidate is answering or done,
 * and whether the link itself expired (their next visit through it is refused until extended;
 * a candidate already answering may still finish). Nothing for an invite nobody used.
 */
function inviteStateNote(
  invite: AdminInvite,
  now = Date.now(),
): keyof typeof invitesTexts.english | null {
  if (!invite.candidate) return null;
  if (invite.state === 'revoked') {
    return invite.candidate.completedAt ? 'completed' : 'candidateStopped';
  }
  if (invite.candidate.completedAt) return 'completed';
  const expired = Date.parse(invite.expiresAt) <= now;
  return expired ? 'inProgressLinkExpired' : 'inProgress';
}

export function InviteStateNote({ invite }: { invite: AdminInvite }) {
  const t = useTexts(invitesTexts);
  const note = inviteStateNote(invite);
  if (!note) return null;
  return (
    <Text size="xs" c="dimmed">
      {t(note)}
    </Text>
  );
}

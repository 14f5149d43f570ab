import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { INVITE_TEXTS } from '../../../../shared/invite-texts';
import type { AdminInvite } from '../../../../shared/review.schema';

const TEXT = INVITE_TEXTS.workspace;

/**
 * What the state badge leaves out for a used invite: whether its candidate is answering or done,
 * and whether the link itself expired (their next visit through it is refused until extended;
 * a candidate already answering may still finish). Nothing for an invite nobody used.
 */
function inviteStateNote(invite: AdminInvite, now = Date.now()): string | null {
  if (!invite.candidate) return null;
  if (invite.state === 'revoked') {
    return invite.candidate.completedAt ? TEXT.completed : TEXT.candidateStopped;
  }
  if (invite.candidate.completedAt) return TEXT.completed;
  const expired = Date.parse(invite.expiresAt) <= now;
  return expired ? `${TEXT.inProgress} · ${TEXT.linkExpired}` : TEXT.inProgress;
}

export function InviteStateNote({ invite }: { invite: AdminInvite }) {
  const note = inviteStateNote(invite);
  if (!note) return null;
  return (
    <Text size="xs" c="dimmed">
      {note}
    </Text>
  );
}

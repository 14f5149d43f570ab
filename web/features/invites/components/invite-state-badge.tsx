import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { InviteState } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { invitesTexts } from '../invites-texts';

/** Each state's name in the catalogue (shared/messages/workspace-invites/). */
export const INVITE_STATE_KEYS = {
  live: 'stateLive',
  used: 'stateUsed',
  expired: 'stateExpired',
  revoked: 'stateRevoked',
} as const satisfies Record<InviteState, keyof typeof invitesTexts.english>;
const STATE_COLORS: Record<InviteState, string> = {
  live: 'teal',
  used: 'blue',
  expired: 'gray',
  revoked: 'red',
};

export function InviteStateBadge({ state }: { state: InviteState }) {
  const t = useTexts(invitesTexts);
  return (
    <Badge
      variant="light"
      color={STATE_COLORS[state]}
      radius="sm"
      style={{ minWidth: 'max-content' }}
    >
      {t(INVITE_STATE_KEYS[state])}
    </Badge>
  );
}

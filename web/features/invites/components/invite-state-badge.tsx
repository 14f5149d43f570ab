import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { InviteState } from '../../../../shared/review.schema';

export const INVITE_STATE_LABELS: Record<InviteState, string> = {
  live: 'Live',
  used: 'Used',
  expired: 'Expired',
  revoked: 'Revoked',
};
const STATE_COLORS: Record<InviteState, string> = {
  live: 'teal',
  used: 'blue',
  expired: 'gray',
  revoked: 'red',
};

export function InviteStateBadge({ state }: { state: InviteState }) {
  return (
    <Badge
      variant="light"
      color={STATE_COLORS[state]}
      radius="sm"
      style={{ minWidth: 'max-content' }}
    >
      {INVITE_STATE_LABELS[state]}
    </Badge>
  );
}

import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminInvite } from '../../../../shared/review.schema';
import { StackedDateTime } from '../../../components/date-time-text';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { useExtraTimeLabel } from '../hooks/use-extra-time-label';
import { invitesTexts } from '../invites-texts';
import { DeliveryState } from './delivery-state';
import { InviteActions } from './invite-actions';
import { InviteStateBadge } from './invite-state-badge';
import { InviteStateNote } from './invite-state-note';

/** One labelled value of a card: a small dimmed name above it. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

interface InviteCardsProps {
  items: AdminInvite[];
  stale: boolean;
  /** SMTP is set: invites with an email may be sent again. */
  mailOn: boolean;
}

/**
 * The invites on a phone: one card per invite with what the table's columns say, its state and
 * actions first, so nothing hides past the screen's edge.
 */
export function InviteCards({ items, stale, mailOn }: InviteCardsProps) {
  const t = useTexts(invitesTexts);
  const extraTimeLabel = useExtraTimeLabel();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      aria-label={t('invitesListLabel')}
      aria-busy={stale}
      style={{ listStyle: 'none', opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {items.map((invite) => (
        <Paper
          key={invite.code}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-invite-code={invite.code}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {invite.role.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('roleVersion', { company: invite.role.company, version: invite.roleVersion })}
                </Text>
              </Stack>
              <InviteStateBadge state={invite.state} />
            </Group>
            <InviteStateNote invite={invite} />
            <Group align="flex-start" gap="lg" wrap="wrap">
              <Field label={t('columnRecipient')}>
                <Text
                  size="sm"
                  c={invite.label ? undefined : 'dimmed'}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {invite.label ?? '—'}
                </Text>
                {invite.email && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {invite.email}
                  </Text>
                )}
              </Field>
              <Field label={t('columnMail')}>
                <DeliveryState invite={invite} />
              </Field>
              <Field label={t('columnCreated')}>
                <StackedDateTime value={invite.createdAt} />
              </Field>
              <Field label={t('columnExpires')}>
                <StackedDateTime value={invite.expiresAt} />
              </Field>
              {invite.extraTime && (
                <Field label={t('columnExtraTime')}>
                  <Text size="sm">{extraTimeLabel(invite.extraTime)}</Text>
                </Field>
              )}
              {invite.candidate && (
                <Field label={t('columnCandidate')}>
                  <Anchor
                    component={Link}
                    to={paths.adminCandidate(invite.candidate.id)}
                    size="sm"
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {invite.candidate.name}
                  </Anchor>
                </Field>
              )}
            </Group>
            <Group justify="flex-end">
              <InviteActions invite={invite} mailOn={mailOn} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

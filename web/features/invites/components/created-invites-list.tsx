import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPIED_LABEL_MS } from '../../../../shared/constants';
import type { BulkInviteResponse } from '../../../../shared/inviting.schema';
import { useTexts } from '../../../i18n/texts';
import { invitesTexts } from '../invites-texts';

type CreatedInvite = BulkInviteResponse['data']['invites'][number];

/** The invites a list made, each with its link to copy (the only way to it while mail is off). */
export function CreatedInvitesList({ invites }: { invites: CreatedInvite[] }) {
  const t = useTexts(invitesTexts);
  return (
    <Stack
      gap={6}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('bulkCreatedLabel')}
    >
      {invites.map((invite) => (
        <Group key={invite.code} component="li" gap="sm" wrap="nowrap" justify="space-between">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {invite.name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {invite.email}
            </Text>
          </Stack>
          <CopyButton value={invite.url} timeout={COPIED_LABEL_MS}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('copied') : t('copyInviteLink')} withArrow>
                <ActionIcon
                  variant="default"
                  size={28}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={t('copyInviteLinkOf', { name: invite.name })}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      ))}
    </Stack>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Stack.css';
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { COPIED_LABEL_MS } from '../../shared/constants';
import { useTexts } from '../i18n/texts';
import { inviteLink, paths } from '../lib/paths';
import { componentsTexts } from './components-texts';

interface InviteLinkBoxProps {
  inviteCode: string;
  roleLabel: string | null;
  expiresAt: string;
}

/** The generated link, read-only, with copy and test buttons (docs/product.md#invite-panel). */
export function InviteLinkBox({ inviteCode, roleLabel, expiresAt }: InviteLinkBoxProps) {
  const t = useTexts(componentsTexts);
  const link = inviteLink(inviteCode);
  const expires = new Date(expiresAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Stack gap="sm">
        {/* A box that wraps the link, so it reads whole on a phone too. */}
        <Textarea
          label={t('inviteLink')}
          autosize
          minRows={1}
          data-invite-link
          description={
            roleLabel
              ? t('inviteLinkValidFor', { role: roleLabel, expires })
              : t('inviteLinkValid', { expires })
          }
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{
            input: {
              fontFamily: 'var(--mantine-font-family-monospace)',
              wordBreak: 'break-all',
              resize: 'none',
            },
          }}
          rightSection={
            <CopyButton value={link} timeout={COPIED_LABEL_MS}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('inviteLinkCopied') : t('inviteLinkCopy')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={t('inviteLinkCopyLabel')}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Group gap="sm">
          <CopyButton value={link} timeout={COPIED_LABEL_MS}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? t('inviteLinkCopied') : t('inviteLinkCopyButton')}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconExternalLink size={16} />}
            onClick={() => window.open(paths.invite(inviteCode), '_blank', 'noopener')}
          >
            {t('inviteLinkTest')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('inviteLinkPersonal')}
        </Text>
      </Stack>
    </Paper>
  );
}

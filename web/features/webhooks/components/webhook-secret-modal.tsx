import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Modal.css';
import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { webhooksTexts } from '../webhooks-texts';

/** The new endpoint's signing secret, shown this once: the server never shows it again. */
export function WebhookSecretModal({
  created,
  onClose,
}: {
  created: { url: string; secret: string } | null;
  onClose: () => void;
}) {
  const t = useTexts(webhooksTexts);
  return (
    <Modal opened={created !== null} onClose={onClose} title={t('secretTitle')} centered>
      {created && (
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('secretUse', { url: created.url })}
          </Text>
          <Code
            block
            aria-label={t('secretLabel')}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {created.secret}
          </Code>
          <Text size="sm" fw={600}>
            {t('secretOnce')}
          </Text>
          <Group justify="flex-end" gap="xs">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t('copied') : t('copySecret')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

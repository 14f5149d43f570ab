import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Modal.css';
import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The new endpoint's signing secret, shown this once: the server never shows it again. */
export function WebhookSecretModal({
  created,
  onClose,
}: {
  created: { url: string; secret: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={created !== null} onClose={onClose} title="Copy the signing secret" centered>
      {created && (
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Your receiver at {created.url} checks each request’s signature with this secret.
          </Text>
          <Code
            block
            aria-label="Signing secret"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {created.secret}
          </Code>
          <Text size="sm" fw={600}>
            Copy it now: it won’t be shown again. If you lose it, delete the endpoint and add it
            again.
          </Text>
          <Group justify="flex-end" gap="xs">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Kbd, Modal, Stack, Text, Title } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/texts';
import { useKeyShortcuts } from '../hooks/use-key-shortcuts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { SHORTCUT_GROUPS, SHORTCUT_KEYS } from '../lib/shortcuts';

/** The "Keyboard shortcuts" button and the list it opens; `?` opens it too. */
export function ShortcutsHelp() {
  const t = useTexts(reviewCandidateTexts);
  const [open, setOpen] = useState(false);
  useKeyShortcuts({ [SHORTCUT_KEYS.help]: () => setOpen(true) });

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="sm"
        px="xs"
        leftSection={<IconKeyboard size={16} />}
        aria-keyshortcuts={SHORTCUT_KEYS.help}
        onClick={() => setOpen(true)}
      >
        {t('shortcuts')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('shortcuts')}
        size="md"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="lg">
          {SHORTCUT_GROUPS.map((group) => (
            <Stack key={group.title} gap={6} component="section">
              <Title order={3} size="h5">
                {t(group.title)}
              </Title>
              {group.note && (
                <Text size="xs" c="dimmed">
                  {t(group.note)}
                </Text>
              )}
              <Stack component="dl" gap={6} m={0}>
                {group.lines.map((line) => (
                  <Group key={line.what} justify="space-between" wrap="nowrap" gap="md">
                    <Text component="dt" size="sm">
                      {t(line.what)}
                    </Text>
                    <Group component="dd" gap={4} m={0} wrap="nowrap">
                      {line.keys.map((key) => {
                        const text = typeof key === 'string' ? key : t(key.text);
                        return (
                          // A key's letter is the same in every language; its name is not.
                          <Kbd
                            key={text}
                            size="sm"
                            translate={typeof key === 'string' ? 'no' : undefined}
                          >
                            {text}
                          </Kbd>
                        );
                      })}
                    </Group>
                  </Group>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Modal>
    </>
  );
}

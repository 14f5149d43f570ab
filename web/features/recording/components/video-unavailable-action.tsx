import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { recorderTexts } from '../recorder-texts';

/** On the camera cards (refused, failed, no camera): a clear way forward beside Try Again. */
export function VideoUnavailableButton({ onOpen }: { onOpen: () => void }) {
  const t = useTexts(recorderTexts);
  return (
    <Stack align="center" gap={6} mt="xs">
      <Text size="sm" c="dimmed" ta="center">
        {t('noVideoCardHint')}
      </Text>
      <Button
        variant="default"
        leftSection={<IconVideoOff size={18} aria-hidden />}
        onClick={onOpen}
      >
        {t('noVideoAction')}
      </Button>
    </Stack>
  );
}

/** Under the recorder, for a camera that shows but cannot record: quiet, never in the way. */
export function VideoUnavailableLink({ onOpen }: { onOpen: () => void }) {
  const t = useTexts(recorderTexts);
  return (
    <Group justify="flex-end">
      <Anchor component="button" type="button" size="sm" onClick={onOpen}>
        {t('noVideoAction')}
      </Anchor>
    </Group>
  );
}

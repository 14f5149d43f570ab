import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceLaptop } from '@tabler/icons-react';
import { SIGN_UP_TEXTS } from '../../../../shared/sign-up-texts';

/**
 * Phones and tablets are asked to switch to a computer and are not taken onward, for a role whose
 * team asks for one (`requireComputer`).
 */
export function MobileDeviceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={SIGN_UP_TEXTS.mobileTitle} centered>
      <Stack gap="md" align="flex-start">
        <IconDeviceLaptop size={40} aria-hidden />
        <Text>
          The hiring team asks you to take this assessment on a desktop or laptop computer. Please
          open the same invite link on a computer.
        </Text>
        <Button onClick={onClose} data-autofocus>
          {SIGN_UP_TEXTS.mobileGotIt}
        </Button>
      </Stack>
    </Modal>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceLaptop } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { signUpTexts } from '../sign-up-texts';

/**
 * Phones and tablets are asked to switch to a computer and are not taken onward, for a role whose
 * team asks for one (`requireComputer`).
 */
export function MobileDeviceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(signUpTexts);
  return (
    <Modal opened={opened} onClose={onClose} title={t('mobileTitle')} centered>
      <Stack gap="md" align="flex-start">
        <IconDeviceLaptop size={40} aria-hidden />
        <Text>{t('mobileBody')}</Text>
        <Button onClick={onClose} data-autofocus>
          {t('mobileGotIt')}
        </Button>
      </Stack>
    </Modal>
  );
}

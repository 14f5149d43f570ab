import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Accordion, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { TEXTS } from '../../../../shared/texts';

/** Honest, safe advice only: nothing to download, install, paste or run (docs/product.md). */
const QUESTIONS = [
  {
    question: 'Why did my video freeze?',
    answer:
      'Your camera stopped sending pictures to the browser. This usually happens when another app takes over the camera, the camera is disconnected, or the computer pauses it to save power.',
  },
  {
    question: 'Could another app be using my camera?',
    answer:
      'Yes, that is the most common cause. Close other apps or browser tabs that may use the camera, such as video calls, then press Restart Camera.',
  },
  {
    question: "How do I check the browser's camera permission?",
    answer:
      'Click the camera or padlock icon in the address bar and make sure the camera is allowed for this site. If you change it, reload the page: your written answers are saved.',
  },
  {
    question: 'I use an external camera. What can I do?',
    answer: 'Unplug the camera, plug it back in, wait a few seconds, then press Restart Camera.',
  },
  {
    question: 'It still freezes. What else can I try?',
    answer:
      'Reload the page, or open your invite link in another up-to-date browser. Your written answers are kept either way. If nothing helps, reply to the hiring team and they will help you.',
  },
];

interface FreezeFaqModalProps {
  opened: boolean;
  onClose: () => void;
  onRestartCamera: () => void;
}

export function FreezeFaqModal({ opened, onClose, onRestartCamera }: FreezeFaqModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Fixing a frozen video" size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A frozen recording cannot be repaired, so it is recorded again from the start.
        </Text>
        <Accordion variant="separated">
          {QUESTIONS.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {TEXTS.recorder.closeFaq}
          </Button>
          <Button onClick={onRestartCamera}>{TEXTS.recorder.restartCamera}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

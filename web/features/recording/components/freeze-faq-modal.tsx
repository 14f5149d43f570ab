import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Accordion, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MICROPHONE_STOPPED_TEXTS } from '../../../../shared/recording-texts';
import { TEXTS } from '../../../../shared/texts';
import type { RecordedMedia } from '../lib/media-support';
import { MEDIA_TEXTS } from '../lib/media-texts';

/** Honest, safe advice only: nothing to download, install, paste or run (docs/product.md). */
const VIDEO_QUESTIONS = [
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

/** The same advice for an audio answer whose microphone stopped (an unplugged headset, say). */
const AUDIO_QUESTIONS = [
  {
    question: 'Why did my recording stop?',
    answer:
      'Your microphone stopped sending sound to the browser. This usually happens when a headset is unplugged or switched off, another app takes over the microphone, or the computer turns it off.',
  },
  {
    question: 'Could another app be using my microphone?',
    answer:
      'Yes, that is a common cause. Close other apps or browser tabs that may use the microphone, such as video calls, then press Restart Microphone.',
  },
  {
    question: "How do I check the browser's microphone permission?",
    answer:
      'Click the microphone or padlock icon in the address bar and make sure the microphone is allowed for this site. If you change it, reload the page: your written answers are saved.',
  },
  {
    question: 'I use a headset or an external microphone. What can I do?',
    answer:
      'Plug it back in or switch it on again, wait a few seconds, then press Restart Microphone. A wireless headset may need to be connected again first.',
  },
  {
    question: 'It still stops. What else can I try?',
    answer:
      'Reload the page, or open your invite link in another up-to-date browser. Your written answers are kept either way. If nothing helps, reply to the hiring team and they will help you.',
  },
];

const FAQS = {
  video: {
    title: 'Fixing a frozen video',
    intro: 'A frozen recording cannot be repaired, so it is recorded again from the start.',
    questions: VIDEO_QUESTIONS,
  },
  audio: {
    title: MICROPHONE_STOPPED_TEXTS.helpTitle,
    intro:
      'A recording whose microphone stopped cannot be repaired, so it is recorded again from the start.',
    questions: AUDIO_QUESTIONS,
  },
} as const satisfies Record<RecordedMedia, unknown>;

interface FreezeFaqModalProps {
  opened: boolean;
  onClose: () => void;
  /** The camera's advice, or the microphone's for an audio answer; video unless said. */
  media?: RecordedMedia;
  onRestartCamera: () => void;
}

export function FreezeFaqModal({
  opened,
  onClose,
  media = 'video',
  onRestartCamera,
}: FreezeFaqModalProps) {
  const faq = FAQS[media];
  return (
    <Modal opened={opened} onClose={onClose} title={faq.title} size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {faq.intro}
        </Text>
        <Accordion variant="separated">
          {faq.questions.map((item) => (
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
          <Button onClick={onRestartCamera}>{MEDIA_TEXTS[media].restart}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Accordion, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import type { RecordedMedia } from '../lib/media-support';
import { MEDIA_TEXTS } from '../lib/media-texts';
import { recorderTexts } from '../recorder-texts';

/**
 * Five questions and answers per device, in the recorder's catalogue (`faqVideoQuestion1`,
 * `faqVideoAnswer1`, …). Honest, safe advice only: nothing to download, install, paste or run
 * (docs/product.md).
 */
const QUESTIONS = [1, 2, 3, 4, 5] as const;
const FAQ_KEYS = { video: 'faqVideo', audio: 'faqAudio' } as const satisfies Record<
  RecordedMedia,
  string
>;

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
  const t = useTexts(recorderTexts);
  const texts = MEDIA_TEXTS[media];
  const faq = FAQ_KEYS[media];
  return (
    <Modal opened={opened} onClose={onClose} title={t(texts.faqTitle)} size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(texts.faqIntro)}
        </Text>
        <Accordion variant="separated">
          {QUESTIONS.map((number) => (
            <Accordion.Item key={number} value={String(number)}>
              <Accordion.Control>{t(`${faq}Question${number}`)}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{t(`${faq}Answer${number}`)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('closeFaq')}
          </Button>
          <Button onClick={onRestartCamera}>{t(texts.restart)}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

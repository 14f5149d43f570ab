import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Box, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { PageLanguage } from '../../../../shared/i18n/languages';
import { translateKnown, usePageLanguage, useTexts, type Translate } from '../../../i18n/texts';
import { DAY_MS } from '../../../lib/format-moment';
import type { YourData } from '../api/get-your-data';
import { useRequestErasure } from '../api/request-erasure';
import { formatDay } from '../lib/format-day';
import { yourDataTexts } from '../your-data-texts';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

type YourDataText = Translate<typeof yourDataTexts.english>;

/**
 * When an erasure asked now would be carried out: the team's delay from today; with no delay,
 * at the deletion job's next run (hourly, docs/privacy.md). Held data: the team says when.
 */
function whenErased(data: YourData, t: YourDataText, language: PageLanguage): string {
  const mailOn = data.mailOn ? 'yes' : 'no';
  if (data.held) return t('confirmHeld', { mailOn });
  if (data.erasureDelayDays === 0) return t('confirmSoon', { mailOn });
  const date = formatDay(new Date(Date.now() + data.erasureDelayDays * DAY_MS), language);
  return t('confirmWhen', { date, mailOn });
}

/** The request the server holds: received, and when it is carried out (unless held). */
function ErasureRequested({
  data,
  requestedAt,
  focusOnShow,
}: {
  data: YourData;
  requestedAt: string;
  /** Just asked: focus moves here from the closed dialog, whose button is gone (else: body). */
  focusOnShow: boolean;
}) {
  const t = useTexts(yourDataTexts);
  const language = usePageLanguage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="teal"
      variant="light"
      w="100%"
      icon={<IconCircleCheck aria-hidden />}
      title={t('requestedTitle')}
      data-your-data="erasure-requested"
    >
      <Stack gap={4}>
        <Text size="sm">
          {t('requestedOn', { date: formatDay(new Date(requestedAt), language) })}
        </Text>
        <Text size="sm">
          {data.held || !data.erasureDueAt
            ? t('requestedHeld')
            : t('requestedWhen', {
                date: formatDay(new Date(data.erasureDueAt), language),
                mailOn: data.mailOn ? 'yes' : 'no',
              })}
        </Text>
      </Stack>
    </Alert>
  );
}

/** "Erasing your data", with a confirmation that says what happens and when. */
export function ErasureCard({ token, data }: { token: string; data: YourData }) {
  // What the confirmation says, worked out when it opens (the date counts from then); null: closed.
  const t = useTexts(yourDataTexts);
  const language = usePageLanguage();
  const [confirming, setConfirming] = useState<string | null>(null);
  const erasure = useRequestErasure(token);
  const close = () => {
    setConfirming(null);
    erasure.reset();
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-data-erasure">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="your-data-erasure">
          {t('erasureTitle')}
        </Title>
        {/* A live region there before the request, so that its answer is announced. */}
        <Box role="status" w="100%">
          {data.erasureRequestedAt && (
            <ErasureRequested
              data={data}
              requestedAt={data.erasureRequestedAt}
              focusOnShow={erasure.isSuccess}
            />
          )}
        </Box>
        {!data.erasureRequestedAt && (
          <>
            <Text size="sm">{t('erasureBody')}</Text>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setConfirming(whenErased(data, t, language))}
              styles={WRAPPING_BUTTON}
            >
              {t('erasureButton')}
            </Button>
          </>
        )}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={close}
        title={t('confirmTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
        centered
      >
        <Stack gap="md">
          <Text fw={600}>{confirming}</Text>
          <Text size="sm">{t('confirmWhat')}</Text>
          {erasure.error && (
            <Alert color="red" variant="light" role="alert">
              {translateKnown(yourDataTexts, t, erasure.error.message)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} data-autofocus>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={erasure.isPending}
              onClick={() => erasure.mutate(undefined, { onSuccess: () => setConfirming(null) })}
            >
              {t('confirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

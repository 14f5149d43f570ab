import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import { completeTexts } from '../complete-texts';

/** The complete page once the feedback is sent (`docs/waiting-states.md`): what it is, and what happens next. */
export function FeedbackThanks() {
  const t = useTexts(completeTexts);
  return (
    <Card withBorder padding="lg" data-feedback="sent">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('thankYou')}
        </Title>
        <Text fw={600}>{t('whatsNext')}</Text>
        <Text>{t('whatsNextBody')}</Text>
      </Stack>
    </Card>
  );
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Stack, Text, Title } from '@mantine/core';
import { FEEDBACK_TEXTS } from '../../../../shared/feedback-texts';
import { TEXTS } from '../../../../shared/texts';

/** The complete page once the feedback is sent (`docs/waiting-states.md`): what it is, and what happens next. */
export function FeedbackThanks() {
  return (
    <Card withBorder padding="lg" data-feedback="sent">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {TEXTS.complete.thankYou}
        </Title>
        <Text fw={600}>{FEEDBACK_TEXTS.whatsNext}</Text>
        <Text>{FEEDBACK_TEXTS.whatsNextBody}</Text>
      </Stack>
    </Card>
  );
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Stack, Text, Title } from '@mantine/core';
import { TeamHtml } from '../../../components/team-html';
import { useTexts } from '../../../i18n/texts';
import { completeTexts } from '../complete-texts';

/** The complete page once the feedback is sent (`docs/waiting-states.md`): what it is, and what happens next. */
export function FeedbackThanks({ nextSteps }: { nextSteps: string | null }) {
  const t = useTexts(completeTexts);
  return (
    <Card withBorder padding="lg" data-feedback="sent">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('thankYou')}
        </Title>
        <Text fw={600}>{t('whatsNext')}</Text>
        {/* The team's own words when it wrote them (docs/product.md#candidate-texts). */}
        {nextSteps === null ? (
          <Text>{t('whatsNextBody')}</Text>
        ) : (
          <TeamHtml html={nextSteps} size="md" />
        )}
      </Stack>
    </Card>
  );
}

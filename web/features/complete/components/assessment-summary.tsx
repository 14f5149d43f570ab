import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import { completeTexts } from '../complete-texts';

interface AssessmentSummaryProps {
  answered: number;
  total: number;
  /** Whether the role asked for a video; without one, the summary has no video row. */
  video: boolean;
  /** False when the candidate finished without one ("I can't record a video"). */
  videoSubmitted?: boolean;
}

export function AssessmentSummary({
  answered,
  total,
  video,
  videoSubmitted = true,
}: AssessmentSummaryProps) {
  const t = useTexts(completeTexts);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('summary')}
        </Title>
        <Group justify="space-between">
          <Text>{t('questionsAnswered')}</Text>
          <Text fw={700}>
            {answered}/{total}
          </Text>
        </Group>
        {video && (
          <Group justify="space-between">
            <Text>{t('videoSubmitted')}</Text>
            {videoSubmitted ? (
              <Badge color="teal" variant="light">
                {t('videoComplete')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                {t('videoNotRecorded')}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

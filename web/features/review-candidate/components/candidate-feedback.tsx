import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import type { CandidateDetail } from '../../../../shared/review.schema';

/** What the candidate thought of the assessment: their stars and words. */
export function CandidateFeedback({ feedback }: { feedback: CandidateDetail['feedback'] }) {
  const rating = feedback?.rating ?? null;
  const text = feedback?.text.trim() ?? '';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="feedback-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="feedback-heading">
          Candidate&apos;s feedback
        </Title>
        {rating !== null && rating > 0 ? (
          <Group gap="xs">
            <Rating
              value={rating}
              readOnly
              role="img"
              aria-label={`Candidate rating: ${rating} of 5`}
            />
            <Text size="sm" c="dimmed" aria-hidden>
              {rating}/5
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No rating
          </Text>
        )}
        {text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No feedback
          </Text>
        )}
      </Stack>
    </Card>
  );
}

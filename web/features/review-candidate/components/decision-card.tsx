import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Group, Stack, Title } from '@mantine/core';
import type { Review } from '../../../../shared/review.schema';
import { useReviewSaver } from '../hooks/use-review-saver';
import { NotesField } from './notes-field';
import { SaveStateText } from './save-state';
import { ScoreInput } from './score-input';
import { StatusInput } from './status-input';

interface DecisionCardProps {
  candidateId: string;
  review: Review;
}

/** Score, status and notes: each saved at once, shown before the server answers. */
export function DecisionCard({ candidateId, review }: DecisionCardProps) {
  const saver = useReviewSaver(candidateId);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="decision-heading"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="decision-heading">
            Your decision
          </Title>
          <SaveStateText state={saver.state} onRetry={saver.retry} />
        </Group>
        <ScoreInput value={review.score} onChange={(score) => saver.save({ score })} />
        <StatusInput value={review.status} onChange={(status) => saver.save({ status })} />
        <NotesField initialNotes={review.notes} onSave={(notes) => saver.save({ notes })} />
      </Stack>
    </Card>
  );
}

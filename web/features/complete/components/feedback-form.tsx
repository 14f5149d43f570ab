import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TEXTS } from '../../../../shared/texts';
import { showError } from '../../../lib/toasts';
import { useSendFeedback } from '../api/send-feedback';

/** SPEC A8's Help Us Improve form: 1 to 5 stars and optional words, no validation. */
export function FeedbackForm({ unique }: { unique: string }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const feedback = useSendFeedback();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    feedback.mutate(
      { unique, feedback: text, rating: rating || null },
      { onError: (error) => showError(error.message) },
    );
  };

  if (feedback.isSuccess) {
    return (
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {TEXTS.complete.thankYou}
          </Title>
          <Text fw={600}>What&apos;s next</Text>
          <Text>
            The hiring team will review your answers and your video introduction, and will contact
            you within 3-5 business days.
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {TEXTS.complete.helpUsImprove}
        </Title>
        <Text c="dimmed" size="sm">
          How was this assessment for you?
        </Text>
        <div>
          <Text size="sm" fw={500} id="rating-label" mb={4}>
            Your rating
          </Text>
          <Rating
            value={rating}
            onChange={setRating}
            size="lg"
            aria-labelledby="rating-label"
            getSymbolLabel={(stars) => (stars === 1 ? '1 star' : `${stars} stars`)}
          />
        </div>
        <Textarea
          label="Feedback (optional)"
          placeholder="What worked well, and what could be better?"
          autosize
          minRows={3}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <div>
          <Button type="submit" loading={feedback.isPending}>
            {TEXTS.complete.submitFeedback}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

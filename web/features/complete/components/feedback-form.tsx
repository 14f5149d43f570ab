import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FeedbackRequestSchema } from '../../../../shared/recording.schema';
import { TEXTS } from '../../../../shared/texts';
import { isInviteWithdrawn } from '../../../lib/invite-withdrawn';
import { showError } from '../../../lib/toasts';
import { useSendFeedback } from '../api/send-feedback';

/** What the form asks, as the server checks it: the stars (0 is none) and the words. */
const FeedbackFormSchema = FeedbackRequestSchema.pick({ rating: true, feedback: true });

interface FeedbackValues {
  rating: number;
  feedback: string;
}

/**
 * SPEC A8's Help Us Improve form: 1 to 5 stars and optional words. Nothing is required; what
 * the server would refuse (text over its limit) is refused here, under the field.
 */
export function FeedbackForm({ unique }: { unique: string }) {
  const form = useForm<FeedbackValues>({
    initialValues: { rating: 0, feedback: '' },
    validate: schemaResolver(FeedbackFormSchema, { sync: true }),
  });
  const feedback = useSendFeedback();

  const submit = form.onSubmit(({ rating, feedback: text }) => {
    feedback.mutate(
      { unique, feedback: text, rating: rating || null },
      // A withdrawn invite: the page leaves for the invite's page (invite-withdrawn.ts).
      { onError: (error) => !isInviteWithdrawn(error) && showError(error.message) },
    );
  });

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
            {...form.getInputProps('rating')}
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
          {...form.getInputProps('feedback')}
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

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { FEEDBACK_CODES } from '../../../../shared/feedback-texts';
import { FeedbackRequestSchema } from '../../../../shared/recording.schema';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { ApiError } from '../../../lib/api-client';
import { isInviteWithdrawn } from '../../../lib/invite-withdrawn';
import { showError } from '../../../lib/toasts';
import { useSendFeedback } from '../api/send-feedback';
import { completeTexts } from '../complete-texts';
import { FeedbackThanks } from './feedback-thanks';

/** What the form asks, as the server checks it: the stars (0 is none) and the words. */
const FeedbackFormSchema = FeedbackRequestSchema.pick({ rating: true, feedback: true });

interface FeedbackValues {
  rating: number;
  feedback: string;
}

interface FeedbackFormProps {
  unique: string;
  /** When the server says the candidate sent their feedback; null: not yet. */
  sentAt: string | null;
  /** The team's next steps (sanitised html), null for the default. */
  nextSteps: string | null;
}

/**
 * The complete page's Help Us Improve form: 1 to 5 stars and optional words. Nothing is required;
 * what the server would refuse (text over its limit) is refused here, under the field. Once the
 * server holds a feedback (this visit or an earlier one) the page thanks the candidate instead.
 */
export function FeedbackForm({ unique, sentAt, nextSteps }: FeedbackFormProps) {
  const t = useTexts(completeTexts);
  const form = useForm<FeedbackValues>({
    initialValues: { rating: 0, feedback: '' },
    validate: schemaResolver(FeedbackFormSchema, { sync: true }),
  });
  const feedback = useSendFeedback();
  const [sent, setSent] = useState(sentAt !== null);

  const submit = form.onSubmit(({ rating, feedback: text }) => {
    feedback.mutate(
      { unique, feedback: text, rating: rating || null },
      {
        onSuccess: () => setSent(true),
        onError: (error) => {
          // Sent before (another tab, or an answer lost on the way): the first one is kept.
          if (error instanceof ApiError && error.code === FEEDBACK_CODES.alreadySent) {
            setSent(true);
            return;
          }
          // A withdrawn invite: the page leaves for the invite's page (invite-withdrawn.ts).
          if (!isInviteWithdrawn(error)) showError(translateKnown(completeTexts, t, error.message));
        },
      },
    );
  });

  if (sent || sentAt !== null) return <FeedbackThanks nextSteps={nextSteps} />;
  const feedbackError = form.errors.feedback;
  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} data-feedback="form">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('helpUsImprove')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('howWasIt')}
        </Text>
        <div>
          <Text size="sm" fw={500} id="rating-label" mb={4}>
            {t('yourRating')}
          </Text>
          <Rating
            {...form.getInputProps('rating')}
            size="lg"
            aria-labelledby="rating-label"
            getSymbolLabel={(stars) => t('stars', { stars })}
          />
        </div>
        <Textarea
          label={t('feedbackLabel')}
          placeholder={t('feedbackPlaceholder')}
          autosize
          minRows={3}
          maxLength={5000}
          {...form.getInputProps('feedback')}
          // The form's check says what the server would, in the page's language.
          error={
            typeof feedbackError === 'string'
              ? translateKnown(completeTexts, t, feedbackError)
              : feedbackError
          }
        />
        <div>
          {/* React Query holds a send made offline and sends it when the browser is back online. */}
          <div role="status" aria-live="polite">
            {feedback.isPaused && (
              <Text size="sm" c="yellow.4" mb="sm" data-waiting="offline">
                {t('sendWaitsOffline')}
              </Text>
            )}
          </div>
          {/* Busy while it sends; only disabled while it waits for the connection. */}
          <Button
            type="submit"
            loading={feedback.isPending && !feedback.isPaused}
            disabled={feedback.isPaused}
          >
            {t('submitFeedback')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { MomentText } from './moment-text';

/**
 * What the candidate thought of the assessment: their stars and words, or that they sent the form
 * empty, or that they never sent it (`feedback` null). The three read differently on purpose.
 */
export function CandidateFeedback({ feedback }: { feedback: CandidateDetail['feedback'] }) {
  const t = useTexts(reviewCandidateTexts);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="feedback-heading"
      data-feedback={feedbackStateOf(feedback)}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="feedback-heading">
          {t('feedbackTitle')}
        </Title>
        {feedback ? (
          <SentFeedback feedback={feedback} />
        ) : (
          <>
            <Text size="sm" fw={600}>
              {t('feedbackNotSent')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('feedbackNotSentDetail')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

function feedbackStateOf(feedback: CandidateDetail['feedback']): 'not-sent' | 'empty' | 'sent' {
  if (!feedback) return 'not-sent';
  return isEmpty(feedback) ? 'empty' : 'sent';
}

type SentFeedbackValue = NonNullable<CandidateDetail['feedback']>;

function isEmpty(feedback: SentFeedbackValue): boolean {
  return (feedback.rating ?? 0) === 0 && feedback.text.trim() === '';
}

function SentFeedback({ feedback }: { feedback: SentFeedbackValue }) {
  const t = useTexts(reviewCandidateTexts);
  const rating = feedback.rating ?? 0;
  const text = feedback.text.trim();
  const sentAt = (
    <Text size="sm" c="dimmed">
      {t('feedbackSent')} <MomentText span value={feedback.sentAt} c="dimmed" />
    </Text>
  );
  if (isEmpty(feedback)) {
    return (
      <>
        <Text size="sm" fw={600}>
          {t('feedbackSentEmpty')}
        </Text>
        {sentAt}
      </>
    );
  }
  return (
    <>
      {rating > 0 ? (
        <Group gap="xs">
          <Rating value={rating} readOnly role="img" aria-label={t('feedbackRating', { rating })} />
          <Text size="sm" c="dimmed" aria-hidden>
            {rating}/5
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('feedbackNoRating')}
        </Text>
      )}
      {text ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('feedbackNoComment')}
        </Text>
      )}
      {sentAt}
    </>
  );
}

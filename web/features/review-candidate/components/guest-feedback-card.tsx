import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useGuestFeedback } from '../api/get-guest-feedback';
import { formatMoment } from '../../../lib/format-moment';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/**
 * What people without an account said through a share link: their typed name (not a member's,
 * and not checked), a score and a comment. Shown only once there is some.
 */
export function GuestFeedbackCard({ candidateId }: { candidateId: string }) {
  const t = useTexts(reviewCandidateTexts);
  const feedback = useGuestFeedback(candidateId);
  if (!feedback.data || feedback.data.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="guest-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="guest-heading">
          {t('guestHeading')}
        </Title>
        {feedback.data.map((item) => (
          <Stack key={item.id} gap={4} data-guest-feedback>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.visitorName}
              </Text>
              {item.score !== null && (
                <Group gap={6} role="img" aria-label={t('guestScore', { score: item.score })}>
                  <Rating value={item.score} readOnly size="sm" aria-hidden />
                  <Text size="xs" c="dimmed" aria-hidden>
                    {item.score}/5
                  </Text>
                </Group>
              )}
            </Group>
            {item.comment && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.comment}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('guestThrough', {
                label: item.shareLabel,
                when: formatMoment(new Date(item.createdAt)),
              })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

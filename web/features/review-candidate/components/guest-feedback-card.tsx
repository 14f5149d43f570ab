import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useGuestFeedback } from '../api/get-guest-feedback';
import { formatMoment } from '../../../lib/format-moment';

/**
 * What people without an account said through a share link: their typed name (not a member's,
 * and not checked), a score and a comment. Shown only once there is some.
 */
export function GuestFeedbackCard({ candidateId }: { candidateId: string }) {
  const feedback = useGuestFeedback(candidateId);
  if (!feedback.data || feedback.data.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="guest-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="guest-heading">
          Feedback from share links
        </Title>
        {feedback.data.map((item) => (
          <Stack key={item.id} gap={4} data-guest-feedback>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.visitorName}
              </Text>
              {item.score !== null && (
                <Group gap={6} role="img" aria-label={`Score: ${item.score} of 5`}>
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
              Guest, through “{item.shareLabel}” · {formatMoment(new Date(item.createdAt))}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

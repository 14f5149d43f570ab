import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/** The candidate submitted the part of a take saved before it was cut short. */
export function InterruptedTakeNote() {
  const t = useTexts(reviewCandidateTexts);
  return (
    <Group gap="xs" wrap="wrap" align="center" data-interrupted-take>
      <Badge color="yellow" variant="light" radius="sm">
        {t('interruptedBadge')}
      </Badge>
      <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
        {t('interruptedNote')}
      </Text>
    </Group>
  );
}

import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { INTERRUPTED_TEXTS } from '../../../../shared/recording-texts';

/** The candidate submitted the part of a take saved before it was cut short. */
export function InterruptedTakeNote() {
  return (
    <Group gap="xs" wrap="wrap" align="center" data-interrupted-take>
      <Badge color="yellow" variant="light" radius="sm">
        {INTERRUPTED_TEXTS.reviewerBadge}
      </Badge>
      <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
        {INTERRUPTED_TEXTS.reviewerNote}
      </Text>
    </Group>
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { TEXTS } from '../../../../shared/texts';

export function AssessmentSummary({ answered, total }: { answered: number; total: number }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {TEXTS.complete.summary}
        </Title>
        <Group justify="space-between">
          <Text>Questions Answered</Text>
          <Text fw={700}>
            {answered}/{total}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>Video Submitted</Text>
          <Badge color="teal" variant="light">
            Complete
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}

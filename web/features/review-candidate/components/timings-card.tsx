import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Card, DataList, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { MomentText } from './moment-text';
import { formatClock } from '../../../lib/format-clock';

interface TimingsCardProps {
  timing: CandidateDetail['timing'];
  videoSubmittedAt: string | null;
}

/** When things happened, and the time used against the allowed 20 minutes. */
export function TimingsCard({ timing, videoSubmittedAt }: TimingsCardProps) {
  const share = timing.allowedMs > 0 ? (timing.usedMs / timing.allowedMs) * 100 : 0;
  const used = `${formatClock(timing.usedMs)} of ${formatClock(timing.allowedMs)}`;
  const rows: [string, string | null][] = [
    ['Registered', timing.registeredAt],
    ['Started', timing.startedAt],
    ['Video submitted', videoSubmittedAt],
    ['Completed', timing.completedAt],
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="timings-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="timings-heading">
            Timings
          </Title>
          {timing.overTime && (
            <Badge color="orange" variant="light" radius="sm">
              Over time
            </Badge>
          )}
        </Group>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Time used
            </Text>
            <Text size="sm" fw={600} c={timing.overTime ? 'orange' : undefined}>
              {used}
            </Text>
          </Group>
          <Progress
            value={Math.min(100, share)}
            color={timing.overTime ? 'orange' : 'indigo'}
            aria-label={`Time used: ${used}`}
          />
        </Stack>
        <DataList size="sm" labelWidth="130px" gap="xs">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
              <DataList.ItemValue>
                <MomentText value={value} />
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Stack>
    </Card>
  );
}

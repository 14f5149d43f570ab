import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Card, DataList, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ExtraTime } from '../../../../shared/invites.schema';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { extraTimeLabel } from '../../../../shared/time-allowance';
import { MomentText } from './moment-text';
import { formatClock } from '../../../lib/format-clock';

interface TimingsCardProps {
  timing: CandidateDetail['timing'];
  extraTime: ExtraTime | null;
  videoSubmittedAt: string | null;
  /** Said instead of a time when no video is to come: none was asked, or the candidate could not record one. */
  videoMissingText: string | null;
}

const VIDEO_SUBMITTED = 'Video submitted';

/** "12:34 of 25:00", or "12:34, no time limit" for a role without one. */
function usedText({ usedMs, allowedMs }: CandidateDetail['timing']): string {
  if (allowedMs === null) return `${formatClock(usedMs)}, no time limit`;
  return `${formatClock(usedMs)} of ${formatClock(allowedMs)}`;
}

/**
 * When things happened, and the time used against the time this candidate was allowed: their
 * role version's limit plus their extra time.
 */
export function TimingsCard({
  timing,
  extraTime,
  videoSubmittedAt,
  videoMissingText,
}: TimingsCardProps) {
  const { allowedMs } = timing;
  const share = allowedMs ? (timing.usedMs / allowedMs) * 100 : 0;
  const used = usedText(timing);
  const rows: [string, string | null][] = [
    ['Registered', timing.registeredAt],
    ['Started', timing.startedAt],
    [VIDEO_SUBMITTED, videoSubmittedAt],
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
          {allowedMs !== null && (
            <Progress
              value={Math.min(100, share)}
              color={timing.overTime ? 'orange' : 'indigo'}
              aria-label={`Time used: ${used}`}
            />
          )}
          {extraTime && (
            <Text size="sm" c="dimmed">
              Extra time: {extraTimeLabel(extraTime)}
            </Text>
          )}
        </Stack>
        <DataList size="sm" labelWidth="130px" gap="xs">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
              <DataList.ItemValue>
                {label === VIDEO_SUBMITTED && videoMissingText ? (
                  <Text size="sm" c="dimmed">
                    {videoMissingText}
                  </Text>
                ) : (
                  <MomentText value={value} />
                )}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Stack>
    </Card>
  );
}

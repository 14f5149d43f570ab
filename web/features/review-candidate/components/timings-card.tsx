import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Card, DataList, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ExtraTime } from '../../../../shared/invites.schema';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { MomentText } from './moment-text';
import { formatClock } from '../../../lib/format-clock';
import { useTexts } from '../../../i18n/texts';
import { type ReviewTexts, reviewCandidateTexts } from '../review-candidate-texts';

interface TimingsCardProps {
  timing: CandidateDetail['timing'];
  extraTime: ExtraTime | null;
  videoSubmittedAt: string | null;
  /** Said instead of a time when no video is to come: none was asked, or the candidate could not record one. */
  videoMissingText: string | null;
}

/** "12:34 of 25:00", or "12:34, no time limit" for a role without one. */
function usedText({ usedMs, allowedMs }: CandidateDetail['timing'], t: ReviewTexts): string {
  const used = formatClock(usedMs);
  if (allowedMs === null) return t('usedNoLimit', { used });
  return t('usedOf', { used, allowed: formatClock(allowedMs) });
}

/** "Extra time: +25 %", "Extra time: +15 minutes", "Extra time: +1 minute". */
function extraTimeText(extraTime: ExtraTime, t: ReviewTexts): string {
  return 'percent' in extraTime
    ? t('extraTimePercent', { percent: extraTime.percent })
    : t('extraTimeMinutes', { minutes: extraTime.minutes });
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
  const t = useTexts(reviewCandidateTexts);
  const { allowedMs } = timing;
  const share = allowedMs ? (timing.usedMs / allowedMs) * 100 : 0;
  const used = usedText(timing, t);
  const rows = [
    ['registered', timing.registeredAt],
    ['started', timing.startedAt],
    ['videoSubmitted', videoSubmittedAt],
    ['completed', timing.completedAt],
  ] as const;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="timings-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="timings-heading">
            {t('timingsHeading')}
          </Title>
          {timing.overTime && (
            <Badge color="orange" variant="light" radius="sm">
              {t('overTime')}
            </Badge>
          )}
        </Group>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('timeUsed')}
            </Text>
            <Text size="sm" fw={600} c={timing.overTime ? 'orange' : undefined}>
              {used}
            </Text>
          </Group>
          {allowedMs !== null && (
            <Progress
              value={Math.min(100, share)}
              color={timing.overTime ? 'orange' : 'indigo'}
              aria-label={t('timeUsedLabel', { used })}
            />
          )}
          {extraTime && (
            <Text size="sm" c="dimmed">
              {extraTimeText(extraTime, t)}
            </Text>
          )}
        </Stack>
        <DataList size="sm" labelWidth="130px" gap="xs">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel c="dimmed">{t(label)}</DataList.ItemLabel>
              <DataList.ItemValue>
                {label === 'videoSubmitted' && videoMissingText ? (
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

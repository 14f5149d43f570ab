import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatAverage } from '../../../lib/format-score';

interface TeamScoreCellProps {
  average: number | null;
  count: number;
  mine: number | null;
}

/** The list's score column: the team's average with how many scored, and one's own below it. */
export function TeamScoreCell({ average, count, mine }: TeamScoreCellProps) {
  return (
    <Stack gap={0}>
      {average === null ? (
        <Text size="sm" c="dimmed">
          <span aria-hidden>—</span>
          <VisuallyHidden>Nobody scored yet</VisuallyHidden>
        </Text>
      ) : (
        <Text size="sm" data-testid="team-average">
          <span aria-hidden>
            {formatAverage(average)} ({count})
          </span>
          <VisuallyHidden>
            Average {formatAverage(average)} of 5 from {count} {count === 1 ? 'score' : 'scores'}
          </VisuallyHidden>
        </Text>
      )}
      <Text size="xs" c="dimmed" data-testid="my-score">
        {mine === null ? 'Yours: none' : `Yours: ${mine}`}
      </Text>
    </Stack>
  );
}

import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Rating, Stack, Text } from '@mantine/core';

interface ScoreInputProps {
  value: number | null;
  onChange: (score: number | null) => void;
}

/** The reviewer's 1-5 score; each star is named, and Clear takes the score away. */
export function ScoreInput({ value, onChange }: ScoreInputProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="review-score-label">
        Score
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Rating
          size="lg"
          value={value ?? 0}
          onChange={(next) => onChange(next === 0 ? null : next)}
          getSymbolLabel={(star) => `Score ${star} of 5`}
          role="radiogroup"
          aria-labelledby="review-score-label"
          data-testid="review-score"
        />
        <Text size="sm" c="dimmed" miw={32}>
          {value === null ? 'None' : `${value}/5`}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          disabled={value === null}
          onClick={() => onChange(null)}
        >
          Clear score
        </Button>
      </Group>
    </Stack>
  );
}

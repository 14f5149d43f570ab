import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Collapse, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CandidateScores } from '../../../../shared/scores.schema';
import { formatAverage } from '../../../lib/format-score';
import { useMayAccess } from '../../../lib/current-member';
import { useSaveMyScore } from '../api/my-score';

interface ScoresCardProps {
  candidateId: string;
  scores: CandidateScores;
  /** The questions as the candidate was asked them, for the per-question scores. */
  questions: string[];
}

/** One score per question, as long as the questions, null where none was given. */
function padded(scores: (number | null)[], length: number): (number | null)[] {
  return Array.from({ length }, (_, index) => scores[index] ?? null);
}

/**
 * Each member's own score (1-5, optionally per question) beside the team's: their average, how
 * many scored and everyone's score by name. A viewer sees the team's scores only.
 */
export function ScoresCard({ candidateId, scores, questions }: ScoresCardProps) {
  const mayScore = useMayAccess('review');
  const save = useSaveMyScore(candidateId);
  const [perQuestion, setPerQuestion] = useState(false);
  const mine = scores.mine;
  const questionScores = padded(mine?.questionScores ?? [], questions.length);

  const saveScore = (score: number) =>
    save.mutate({ score, questionScores: mine?.questionScores ?? [] });
  const saveQuestion = (index: number, value: number | null) => {
    if (!mine) return;
    const next = questionScores.map((score, at) => (at === index ? value : score));
    // Trailing empties are not kept: [4, null, null] is [4].
    while (next.length > 0 && next[next.length - 1] === null) next.pop();
    save.mutate({ score: mine.score, questionScores: next });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="scores-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="scores-heading">
          Scores
        </Title>
        {mayScore && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="my-score-label">
              Your score
            </Text>
            <Group gap="sm" wrap="nowrap">
              <Rating
                size="lg"
                value={mine?.score ?? 0}
                onChange={(value) => (value === 0 ? save.mutate(null) : saveScore(value))}
                getSymbolLabel={(star) => `Your score: ${star} of 5`}
                role="radiogroup"
                aria-labelledby="my-score-label"
                data-testid="my-score-input"
                readOnly={save.isPending}
              />
              <Text size="sm" c="dimmed" miw={32}>
                {mine ? `${mine.score}/5` : 'None'}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                disabled={!mine || save.isPending}
                onClick={() => save.mutate(null)}
              >
                Clear
              </Button>
            </Group>
            {questions.length > 0 && (
              <Button
                variant="subtle"
                size="compact-sm"
                px={0}
                w="fit-content"
                onClick={() => setPerQuestion((open) => !open)}
                aria-expanded={perQuestion}
                aria-controls="question-scores"
              >
                {perQuestion ? 'Hide the per-question scores' : 'Score each question'}
              </Button>
            )}
            <Collapse expanded={perQuestion} id="question-scores">
              <Stack gap="xs" pt={4}>
                {!mine && (
                  <Text size="xs" c="dimmed">
                    Give your overall score first; then score each question if you like.
                  </Text>
                )}
                {questions.map((question, index) => (
                  <Group key={index} gap="xs" justify="space-between" wrap="nowrap">
                    <Text size="sm" lineClamp={2} title={question} style={{ minWidth: 0 }}>
                      {index + 1}. {question}
                    </Text>
                    <Rating
                      size="sm"
                      value={questionScores[index] ?? 0}
                      onChange={(value) => saveQuestion(index, value === 0 ? null : value)}
                      getSymbolLabel={(star) => `Question ${index + 1}: ${star} of 5`}
                      readOnly={!mine || save.isPending}
                      style={{ flexShrink: 0 }}
                    />
                  </Group>
                ))}
              </Stack>
            </Collapse>
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            The team
          </Text>
          <Text size="sm" data-testid="team-scores-summary">
            {scores.average === null
              ? 'Nobody has scored this candidate yet.'
              : `Average ${formatAverage(scores.average)} of 5 from ${scores.count} ${
                  scores.count === 1 ? 'score' : 'scores'
                }`}
          </Text>
          {scores.byMember.length > 0 && (
            <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {scores.byMember.map((entry) => (
                <Group key={entry.memberId} component="li" gap="xs" justify="space-between">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.name}
                    {entry.memberId === mine?.memberId ? ' (you)' : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {entry.score}/5
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

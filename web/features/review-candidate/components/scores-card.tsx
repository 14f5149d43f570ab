import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Collapse, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { CandidateScores } from '../../../../shared/scores.schema';
import { formatAverage } from '../../../lib/format-score';
import { useMayAccess } from '../../../lib/current-member';
import { useTexts } from '../../../i18n/texts';
import { useKeyShortcuts } from '../hooks/use-key-shortcuts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { useScoreSaver } from '../hooks/use-score-saver';
import { ScoreStars } from './score-stars';

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

const DIGITS = ['1', '2', '3', '4', '5'];

/**
 * Each member's own score (1-5, optionally per question) beside the team's: their average, how
 * many scored and everyone's score by name. A viewer sees the team's scores only. The digits 1-5
 * score from anywhere on the page.
 */
export function ScoresCard({ candidateId, scores, questions }: ScoresCardProps) {
  const t = useTexts(reviewCandidateTexts);
  const mayScore = useMayAccess('review');
  const saver = useScoreSaver(candidateId, scores.mine);
  const [perQuestion, setPerQuestion] = useState(false);
  const mine = saver.score;
  const questionScores = padded(saver.questionScores, questions.length);

  const saveScore = (score: number) =>
    saver.change({ score, questionScores: saver.questionScores });
  const saveQuestion = (index: number, value: number) => {
    if (mine === null) return;
    const next = questionScores.map((score, at) => (at === index ? value : score));
    // Trailing empties are not kept: [4, null, null] is [4].
    while (next.length > 0 && next[next.length - 1] === null) next.pop();
    saver.change({ score: mine, questionScores: next });
  };
  useKeyShortcuts(
    Object.fromEntries(DIGITS.map((digit) => [digit, () => saveScore(Number(digit))])),
    mayScore,
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="scores-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="scores-heading">
          {t('scoresHeading')}
        </Title>
        {mayScore && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="my-score-label">
              {t('yourScore')}
            </Text>
            <Group gap="sm" wrap="nowrap">
              <ScoreStars
                size="lg"
                value={mine}
                onChange={saveScore}
                labelledBy="my-score-label"
                keyShortcuts={DIGITS.join(' ')}
                data-testid="my-score-input"
              />
              {/* Also says a score chosen with a digit key while the focus is elsewhere. */}
              <Text size="sm" c="dimmed" miw={32} aria-live="polite" data-testid="my-score-value">
                <span aria-hidden>{mine === null ? t('noScore') : `${mine}/5`}</span>
                <VisuallyHidden>
                  {mine === null ? t('notScored') : t('yourScoreOf', { score: mine })}
                </VisuallyHidden>
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                disabled={mine === null}
                onClick={() => saver.change(null)}
              >
                {t('clear')}
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
                {perQuestion ? t('hideQuestionScores') : t('scoreEachQuestion')}
              </Button>
            )}
            <Collapse expanded={perQuestion} id="question-scores">
              <Stack gap="xs" pt={4}>
                {mine === null && (
                  <Text size="xs" c="dimmed">
                    {t('overallScoreFirst')}
                  </Text>
                )}
                {questions.map((question, index) => (
                  <Group key={index} gap="xs" justify="space-between" wrap="nowrap">
                    <Text
                      size="sm"
                      lineClamp={2}
                      title={question}
                      style={{ minWidth: 0 }}
                      id={`question-score-label-${index}`}
                    >
                      {index + 1}. {question}
                    </Text>
                    <div style={{ flexShrink: 0 }}>
                      <ScoreStars
                        size="sm"
                        value={questionScores[index] ?? null}
                        onChange={(value) => saveQuestion(index, value)}
                        labelledBy={`question-score-label-${index}`}
                        starLabel={(star) => t('questionStarOf', { number: index + 1, star })}
                        disabled={mine === null}
                      />
                    </div>
                  </Group>
                ))}
              </Stack>
            </Collapse>
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('theTeam')}
          </Text>
          <Text size="sm" data-testid="team-scores-summary">
            {scores.average === null
              ? t('nobodyScored')
              : t('teamAverage', { average: formatAverage(scores.average), count: scores.count })}
          </Text>
          {scores.byMember.length > 0 && (
            <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {scores.byMember.map((entry) => (
                <Group key={entry.memberId} component="li" gap="xs" justify="space-between">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.name}
                    {entry.memberId === scores.mine?.memberId ? t('you') : ''}
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

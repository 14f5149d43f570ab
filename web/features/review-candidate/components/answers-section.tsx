import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { MomentText } from './moment-text';
import { AnswerHtml } from './answer-html';

type Answer = CandidateDetail['answers'][number];

function AnswerCard({ answer, count }: { answer: Answer; count: number }) {
  const headingId = `question-${answer.questionIndex}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            Question {answer.questionIndex + 1} of {count}
          </Text>
          {answer.savedAt && (
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed">
                Last saved
              </Text>
              <MomentText value={answer.savedAt} size="xs" c="dimmed" />
            </Group>
          )}
        </Group>
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {answer.question}
        </Title>
        {answer.html ? (
          <AnswerHtml html={answer.html} />
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            No answer
          </Text>
        )}
      </Stack>
    </Card>
  );
}

interface AnswersSectionProps {
  /** One per question of the candidate's role version (1 to 10). */
  answers: Answer[];
  /** How many have an answer with text. */
  answered: number;
}

/** The questions as this candidate was asked them, each with their answer. */
export function AnswersSection({ answers, answered }: AnswersSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="answers-heading">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id="answers-heading">
          Answers
        </Title>
        <Text size="sm" c="dimmed">
          Answered {answered} of {answers.length}
        </Text>
      </Group>
      {answers.map((answer) => (
        <AnswerCard key={answer.questionIndex} answer={answer} count={answers.length} />
      ))}
    </Stack>
  );
}

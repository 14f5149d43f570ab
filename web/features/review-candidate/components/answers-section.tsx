import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReviewAnswerFile } from '../../../../shared/answer-files.schema';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { AnswerView } from './answer-view';
import type { AnswerRecording } from './media-answer';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { MomentText } from './moment-text';

type Answer = CandidateDetail['answers'][number];

/** What the candidate gave beside text and choices, and who they are, for the answers' views. */
interface AnswerContext {
  candidateId: string;
  name: string;
  files: ReviewAnswerFile[];
  recordings?: AnswerRecording[];
}

function AnswerCard({
  answer,
  count,
  context,
}: {
  answer: Answer;
  count: number;
  context: AnswerContext;
}) {
  const t = useTexts(reviewCandidateTexts);
  const headingId = `question-${answer.questionIndex}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t('questionOf', { number: answer.questionIndex + 1, count })}
            </Text>
            {!answer.form.required && (
              <Badge variant="outline" color="gray" radius="sm" size="sm">
                {t('optional')}
              </Badge>
            )}
            {answer.unmatched && (
              <Badge variant="light" color="orange" radius="sm" size="sm">
                {t('didNotMatch')}
              </Badge>
            )}
            {answer.skipped && (
              <Badge variant="light" color="gray" radius="sm" size="sm">
                {t('skipped')}
              </Badge>
            )}
          </Group>
          {answer.savedAt && (
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('lastSaved')}
              </Text>
              <MomentText value={answer.savedAt} size="xs" c="dimmed" />
            </Group>
          )}
        </Group>
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {answer.question}
        </Title>
        {answer.skipped ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('skippedNote')}
          </Text>
        ) : (
          <AnswerView answer={answer} {...context} />
        )}
      </Stack>
    </Card>
  );
}

interface AnswersSectionProps extends AnswerContext {
  /** One per question of the candidate's role version (1 to 10). */
  answers: Answer[];
  /** How many have an answer with text. */
  answered: number;
}

/** The questions as this candidate was asked them, each with their answer. */
export function AnswersSection({ answers, answered, ...context }: AnswersSectionProps) {
  const t = useTexts(reviewCandidateTexts);
  return (
    <Stack gap="sm" component="section" aria-labelledby="answers-heading">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id="answers-heading">
          {t('answersHeading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('answeredOf', { answered, count: answers.length })}
        </Text>
      </Group>
      {answers.map((answer) => (
        <AnswerCard
          key={answer.questionIndex}
          answer={answer}
          count={answers.length}
          context={context}
        />
      ))}
    </Stack>
  );
}

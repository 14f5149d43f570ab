import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Box, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { SharedCandidate } from '../../../../shared/shares.schema';
import { formatClock } from '../../../lib/format-clock';
import { ShareFeedbackForm } from './share-feedback-form';
import { SharedAnswer } from './shared-answer';
import { ChoiceOptions } from '../../../components/answer-choice/choice-options';
import { SharedMediaAnswer } from './shared-media-answer';
import { AnswerFileView } from '../../../components/answer-file/answer-file-view';
import { formatDate } from '../../../lib/format-moment';
import { useTexts } from '../../../i18n/texts';
import { shareLinksTexts } from '../../../components/share-links-texts';

type SharedAnswerRow = SharedCandidate['answers'][number];

/** The answer in its form: the candidate's file, their written answer, or none. */
function AnswerBody({
  candidate,
  answer,
  token,
}: {
  candidate: SharedCandidate;
  answer: SharedAnswerRow;
  token: string;
}) {
  const { questionIndex } = answer;
  const t = useTexts(shareLinksTexts);
  if (answer.skipped) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('skipped')}
      </Text>
    );
  }
  if (answer.choice) {
    const { options, multiple, chosen } = answer.choice;
    return <ChoiceOptions options={options} chosen={chosen} multiple={multiple} />;
  }
  const file = candidate.files.find((entry) => entry.questionIndex === questionIndex);
  if (file) return <AnswerFileView file={file} />;
  const recording = candidate.media.find((entry) => entry.questionIndex === questionIndex);
  if (recording) {
    const base = `/api/shares/${token}/candidates/${encodeURIComponent(candidate.id)}/answers/${questionIndex}`;
    return (
      <SharedMediaAnswer
        src={`${base}/recording`}
        poster={recording.media === 'video' ? `${base}/poster` : null}
        recording={recording}
        label={t('mediaAnswer', {
          media: recording.media,
          name: candidate.name,
          number: questionIndex + 1,
        })}
      />
    );
  }
  if (answer.html) return <SharedAnswer html={answer.html} />;
  return (
    <Text size="sm" c="dimmed">
      {t('noAnswer')}
    </Text>
  );
}

function VideoPart({ candidate }: { candidate: SharedCandidate }) {
  const { video } = candidate;
  const t = useTexts(shareLinksTexts);
  if (video.state === 'ready' && video.url) {
    return (
      <Box
        component="video"
        src={video.url}
        poster={video.posterUrl ?? undefined}
        controls
        preload="metadata"
        aria-label={t('videoIntroduction', { name: candidate.name })}
        w="100%"
        bg="black"
        style={{
          display: 'block',
          aspectRatio: '16 / 9',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      />
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {video.state === 'not_required'
        ? t('noVideoAsked')
        : video.state === 'unavailable'
          ? t('videoUnavailable')
          : t('noVideo')}
    </Text>
  );
}

interface SharedCandidateCardProps {
  candidate: SharedCandidate;
  token: string;
  allowFeedback: boolean;
}

export function SharedCandidateCard({ candidate, token, allowFeedback }: SharedCandidateCardProps) {
  const { timing } = candidate;
  const t = useTexts(shareLinksTexts);
  const used = formatClock(timing.usedMs);
  const headingId = `candidate-${candidate.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {candidate.name}
          </Title>
          <Text c="dimmed" size="sm">
            {candidate.role.title}
            {candidate.role.company ? ` · ${candidate.role.company}` : ''}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="gray">
              {timing.completedAt
                ? t('completedOn', { date: formatDate(new Date(timing.completedAt)) })
                : t('notCompleted')}
            </Badge>
            <Badge variant="light" color="gray">
              {timing.allowedMs !== null
                ? t('timeUsedOf', { used, allowed: formatClock(timing.allowedMs) })
                : t('timeUsed', { used })}
            </Badge>
            {timing.overTime && (
              <Badge variant="light" color="orange">
                {t('overTime')}
              </Badge>
            )}
            <Badge variant="light" color="gray">
              {t('answered', { answered: candidate.answered, total: candidate.answers.length })}
            </Badge>
          </Group>
        </Stack>
        <VideoPart candidate={candidate} />
        <Stack gap="md">
          {candidate.answers.map((answer) => (
            <Stack key={answer.questionIndex} gap={4}>
              <Title order={3} size="h5">
                {answer.questionIndex + 1}. {answer.question}
              </Title>
              <AnswerBody candidate={candidate} answer={answer} token={token} />
            </Stack>
          ))}
        </Stack>
        {allowFeedback && (
          <>
            <Divider />
            <Title order={3} size="h5">
              {t('yourFeedback')}
            </Title>
            <ShareFeedbackForm
              token={token}
              candidateId={candidate.id}
              candidateName={candidate.name}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

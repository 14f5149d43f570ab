import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconVideoOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../../../shared/video-unavailable-texts';
import { MomentText } from './moment-text';
import { formatClock } from '../../../lib/format-clock';
import { formatBytes } from '../lib/format-amounts';
import { InterruptedTakeNote } from './interrupted-take-note';
import { ProcessingNotice } from './processing-notice';
import { ReprocessButton } from './reprocess-button';
import { VideoPlayer } from './video-player';

type Video = CandidateDetail['video'];
type Unavailable = CandidateDetail['videoUnavailable'];

function VideoFacts({ video }: { video: Video }) {
  const facts = [
    video.durationMs !== null ? `Duration ${formatClock(video.durationMs)}` : null,
    video.sizeBytes !== null ? `Size ${formatBytes(video.sizeBytes)}` : null,
  ].filter(Boolean);
  return (
    <Group gap="md" wrap="wrap">
      {facts.map((fact) => (
        <Text key={fact} size="sm" c="dimmed">
          {fact}
        </Text>
      ))}
      {video.submittedAt && (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed">
            Submitted
          </Text>
          <MomentText value={video.submittedAt} c="dimmed" />
        </Group>
      )}
    </Group>
  );
}

/** Why the candidate could not record one: the reason, and their note as plain text. */
function UnavailableBody({ unavailable }: { unavailable: Unavailable }) {
  const texts = VIDEO_UNAVAILABLE_TEXTS.reviewer;
  const label = unavailable ? texts.reasons[unavailable.reason] : texts.reasons.other;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconVideoOff size={20} />}
      title={texts.heading(label)}
    >
      {unavailable?.note ? (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {texts.noteLabel}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {unavailable.note}
          </Text>
        </Stack>
      ) : (
        <Text size="sm">{texts.noNote}</Text>
      )}
    </Alert>
  );
}

function VideoBody({
  video,
  name,
  candidateId,
}: {
  video: Video;
  name: string;
  candidateId: string;
}) {
  /** Try processing again succeeded: the notice that follows takes the focus from its button. */
  const [reprocessed, setReprocessed] = useState(false);
  if (video.state === 'not_required') {
    // Nothing is missing: the role version this candidate was invited to asks for no video.
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconInfoCircle size={20} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="sm" c="dimmed">
          This role asks for no video introduction.
        </Text>
      </Group>
    );
  }
  if (video.state === 'ready' && video.url) {
    return <VideoPlayer src={video.url} poster={video.posterUrl} label={`Video of ${name}`} />;
  }
  if (video.state === 'uploading' || video.state === 'waiting') {
    return <ProcessingNotice state={video.state} noun="video" focused={reprocessed} />;
  }
  if (video.state === 'failed') {
    return (
      <Stack gap="sm">
        <ProcessingNotice state="failed" noun="video" failureReason={video.failureReason} />
        {video.reprocessable && (
          <ReprocessButton candidateId={candidateId} onReprocessed={() => setReprocessed(true)} />
        )}
      </Stack>
    );
  }
  return (
    <Alert color="gray" variant="light" icon={<IconVideoOff size={20} />}>
      No video yet.
    </Alert>
  );
}

/** The candidate's video introduction, or what stands in for it. */
export function VideoSection({
  video,
  name,
  candidateId,
  unavailable = null,
}: {
  video: Video;
  name: string;
  candidateId: string;
  unavailable?: Unavailable;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="video-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="video-heading">
          Video introduction
        </Title>
        {video.state === 'unavailable' ? (
          <UnavailableBody unavailable={unavailable} />
        ) : (
          <VideoBody video={video} name={name} candidateId={candidateId} />
        )}
        {video.interrupted && <InterruptedTakeNote />}
        {video.state === 'ready' && <VideoFacts video={video} />}
      </Stack>
    </Card>
  );
}

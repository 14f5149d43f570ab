import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconVideoOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { MomentText } from './moment-text';
import { formatClock } from '../../../lib/format-clock';
import { useTexts } from '../../../i18n/texts';
import { formatBytes } from '../lib/format-amounts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { InterruptedTakeNote } from './interrupted-take-note';
import { ProcessingNotice } from './processing-notice';
import { ReprocessButton } from './reprocess-button';
import { VideoPlayer } from './video-player';

type Video = CandidateDetail['video'];
type Unavailable = CandidateDetail['videoUnavailable'];

/** Why the candidate could not record a video, as the reviewer reads it. */
const NO_VIDEO_REASONS = {
  no_camera: 'noVideoNoCamera',
  camera_not_working: 'noVideoCameraNotWorking',
  other: 'noVideoOther',
} as const satisfies Record<NonNullable<Unavailable>['reason'], string>;

function VideoFacts({ video }: { video: Video }) {
  const t = useTexts(reviewCandidateTexts);
  const facts = [
    video.durationMs !== null ? t('duration', { duration: formatClock(video.durationMs) }) : null,
    video.sizeBytes !== null ? t('size', { size: formatBytes(video.sizeBytes, t) }) : null,
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
            {t('submitted')}
          </Text>
          <MomentText value={video.submittedAt} c="dimmed" />
        </Group>
      )}
    </Group>
  );
}

/** Why the candidate could not record one: the reason, and their note as plain text. */
function UnavailableBody({ unavailable }: { unavailable: Unavailable }) {
  const t = useTexts(reviewCandidateTexts);
  const reason = t(NO_VIDEO_REASONS[unavailable?.reason ?? 'other']);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconVideoOff size={20} />}
      title={t('noVideoHeading', { reason })}
    >
      {unavailable?.note ? (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('noVideoNoteLabel')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {unavailable.note}
          </Text>
        </Stack>
      ) : (
        <Text size="sm">{t('noVideoNoNote')}</Text>
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
  const t = useTexts(reviewCandidateTexts);
  /** Try processing again succeeded: the notice that follows takes the focus from its button. */
  const [reprocessed, setReprocessed] = useState(false);
  if (video.state === 'not_required') {
    // Nothing is missing: the role version this candidate was invited to asks for no video.
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconInfoCircle size={20} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('videoNotRequired')}
        </Text>
      </Group>
    );
  }
  if (video.state === 'ready' && video.url) {
    return <VideoPlayer src={video.url} poster={video.posterUrl} label={t('videoOf', { name })} />;
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
      {t('noVideoYet')}
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
  const t = useTexts(reviewCandidateTexts);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="video-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="video-heading">
          {t('videoHeading')}
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

import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMicrophoneOff, IconVideoOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReviewAnswerMedia } from '../../../../shared/answer-recording.schema';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { formatClock } from '../../../lib/format-clock';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { InterruptedTakeNote } from './interrupted-take-note';
import { ProcessingNotice } from './processing-notice';
import { ReprocessButton } from './reprocess-button';
import { VideoPlayer } from './video-player';

/** A video or audio answer as the review detail gives it (one per such question). */
export type AnswerRecording = ReviewAnswerMedia;

interface MediaAnswerProps {
  candidateId: string;
  questionIndex: number;
  /** The question's form: what the answer is. */
  media: 'video' | 'audio';
  /** The candidate's recording for it; null or absent: none submitted. */
  recording?: AnswerRecording | null;
  /** Who answered, for the player's name to screen readers. */
  name: string;
}

/**
 * A video or audio answer on the candidate page: the player with speeds, seeking and keys (the
 * introduction's), its length, or what stands in while it is processed or if it failed (with
 * the introduction's Try processing again, when it is offered).
 */
export function MediaAnswer({
  candidateId,
  questionIndex,
  media,
  recording,
  name,
}: MediaAnswerProps) {
  const t = useTexts(reviewCandidateTexts);
  const state = recording?.state ?? 'none';
  /** Try processing again succeeded: the notice that follows takes the focus from its button. */
  const [reprocessed, setReprocessed] = useState(false);
  // The saved part of a take cut short, as the introduction says of its own.
  const interrupted = recording?.interrupted ? <InterruptedTakeNote /> : null;
  if (state === 'ready') {
    return (
      <Stack gap={4} data-media-answer={media}>
        <VideoPlayer
          media={media}
          src={adminApiPaths.adminAnswerRecording(candidateId, questionIndex)}
          poster={
            media === 'video' ? adminApiPaths.adminAnswerPoster(candidateId, questionIndex) : null
          }
          label={t('mediaAnswerOf', { media, name, number: questionIndex + 1 })}
        />
        {recording?.durationMs != null && (
          <Text size="sm" c="dimmed">
            {t('duration', { duration: formatClock(recording.durationMs) })}
          </Text>
        )}
        {interrupted}
      </Stack>
    );
  }
  const noun = media === 'video' ? 'video' : 'recording';
  if (state === 'uploading' || state === 'waiting') {
    const notice = <ProcessingNotice state={state} noun={noun} focused={reprocessed} />;
    return interrupted ? (
      <Stack gap="sm">
        {notice}
        {interrupted}
      </Stack>
    ) : (
      notice
    );
  }
  if (state === 'failed') {
    return (
      <Stack gap="sm">
        <ProcessingNotice
          state="failed"
          noun={noun}
          failureReason={recording?.failureReason ?? null}
        />
        {interrupted}
        {recording?.reprocessable && (
          <ReprocessButton
            candidateId={candidateId}
            questionIndex={questionIndex}
            onReprocessed={() => setReprocessed(true)}
          />
        )}
      </Stack>
    );
  }
  const Icon = media === 'video' ? IconVideoOff : IconMicrophoneOff;
  return (
    <Alert color="gray" variant="light" icon={<Icon size={20} />} data-media-answer="none">
      {t('noMediaAnswer', { media })}
    </Alert>
  );
}

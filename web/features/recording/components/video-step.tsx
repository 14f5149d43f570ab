import { useState } from 'react';
import type { PendingRecording } from '../../../../shared/assessment.schema';
import type { SubmitRecordingRequest } from '../../../../shared/recording.schema';
import type { RoleSettings } from '../../../../shared/roles.schema';
import { ApiError } from '../../../lib/api-client';
import { isInviteWithdrawn } from '../../../lib/invite-withdrawn';
import { getAssessment } from '../../../lib/assessment-state';
import { showError } from '../../../lib/toasts';
import { submitRecording } from '../api/submit-recording';
import { SavedRecordingCard } from './saved-recording-card';
import { VideoRecorder } from './video-recorder';

export interface VideoStepProps {
  token: string;
  video: RoleSettings['video'];
  thinkingSeconds: number;
  takesLeft: number | null;
  /** A finished recording not yet submitted (a reload came between): offered first. */
  pendingRecording: PendingRecording | null;
  onSubmitted: (completedAt: string) => void;
  onSessionInvalid: () => void;
}

/**
 * What Submit Recording reports of a recording finished before a reload: its length as the server
 * measured it (the recorder's own measure went with the page), and no End-to-stored time.
 */
function submissionOf(pending: PendingRecording): SubmitRecordingRequest {
  return { uploadId: pending.uploadId, recordedMs: pending.durationMs ?? 0, endToCompleteMs: 0 };
}

/**
 * The assessment's video step: the recorder; a submitted recording completes the step. A finished recording
 * the server holds unsubmitted is offered for submission first, so a reload never costs it.
 */
export function VideoStep({ onSubmitted, onSessionInvalid, ...props }: VideoStepProps) {
  const { token } = props;
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState(props.pendingRecording ?? null);
  const [takesLeft, setTakesLeft] = useState(props.takesLeft);

  const submit = async (recording: SubmitRecordingRequest) => {
    setSubmitting(true);
    try {
      const { progress } = await submitRecording(token, recording);
      onSubmitted(progress.completedAt);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.httpStatus === 401) onSessionInvalid();
      else if (!isInviteWithdrawn(error)) {
        showError(error instanceof Error ? error.message : String(error));
      }
    }
  };

  /**
   * The server refused a new take: none are left. A finished recording it still holds (made in
   * another tab, or kept when Record Again was pressed) is then offered instead of a dead end.
   */
  const onTakesUsedUp = () => {
    setTakesLeft(0);
    void getAssessment(token)
      .then((state) => setPending(state.progress.pendingRecording ?? null))
      .catch(() => undefined);
  };

  if (pending) {
    return (
      <SavedRecordingCard
        recording={pending}
        takesLeft={takesLeft}
        submitting={submitting}
        onSubmit={() => void submit(submissionOf(pending))}
        onRecordAgain={() => setPending(null)}
      />
    );
  }
  return (
    <VideoRecorder
      token={token}
      video={props.video}
      thinkingSeconds={props.thinkingSeconds}
      takesLeft={takesLeft}
      submitting={submitting}
      onSubmit={(recording) => void submit(recording)}
      onTakesUsedUp={onTakesUsedUp}
    />
  );
}

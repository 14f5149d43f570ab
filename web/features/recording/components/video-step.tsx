import { useState } from 'react';
import type { RoleSettings } from '../../../../shared/roles.schema';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/toasts';
import { submitRecording } from '../api/submit-recording';
import { VideoRecorder } from './video-recorder';
import type { FinishedRecording } from '../hooks/use-recorder';

export interface VideoStepProps {
  token: string;
  video: RoleSettings['video'];
  thinkingSeconds: number;
  takesLeft: number | null;
  onSubmitted: (completedAt: string) => void;
  onSessionInvalid: () => void;
}

/** SPEC A6 step 3: the recorder; a submitted recording completes the step. */
export function VideoStep({ onSubmitted, onSessionInvalid, ...recorder }: VideoStepProps) {
  const { token } = recorder;
  const [submitting, setSubmitting] = useState(false);

  const submit = async (recording: FinishedRecording) => {
    setSubmitting(true);
    try {
      const { progress } = await submitRecording(token, recording);
      onSubmitted(progress.completedAt);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.httpStatus === 401) onSessionInvalid();
      else showError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <VideoRecorder
      {...recorder}
      submitting={submitting}
      onSubmit={(recording) => void submit(recording)}
    />
  );
}

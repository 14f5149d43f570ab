import { useCallback, useState } from 'react';
import type { PendingRecording } from '../../../../shared/assessment.schema';
import type { InterruptedRecording } from '../../../../shared/interrupted-recording.schema';
import type { SubmitRecordingRequest } from '../../../../shared/recording.schema';
import type { RoleSettings } from '../../../../shared/roles.schema';
import { useTexts } from '../../../i18n/texts';
import { ApiError } from '../../../lib/api-client';
import { isInviteWithdrawn } from '../../../lib/invite-withdrawn';
import { getAssessment } from '../../../lib/assessment-state';
import { showError } from '../../../lib/toasts';
import {
  discardInterruptedRecording,
  getInterruptedRecording,
  submitInterruptedRecording,
} from '../api/interrupted-recording';
import { submitRecording } from '../api/submit-recording';
import { isSavedPartChanged, useInterruptedTake } from '../hooks/use-interrupted-take';
import { recorderTexts, refusalText } from '../recorder-texts';
import { CheckingSavedTake } from './checking-saved-take';
import { InterruptedTakeCard } from './interrupted-take-card';
import { SavedRecordingCard } from './saved-recording-card';
import { Recorder } from './recorder';
import { RecordingTips } from './recording-tips';

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
  const t = useTexts(recorderTexts);
  const { token } = props;
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState(props.pendingRecording ?? null);
  const [takesLeft, setTakesLeft] = useState(props.takesLeft);
  /** Cut short while this page recorded (the camera stopped): offered beside the recorder. */
  const [byCamera, setByCamera] = useState(false);
  /** Bumped by Record again: a new recorder, with the camera asked for afresh. */
  const [recorderKey, setRecorderKey] = useState(0);
  /**
   * A take cut short: looked for when the step opens (after a reload), and each time the camera
   * stops or a submission is refused.
   */
  const ask = useCallback(() => getInterruptedRecording(token), [token]);
  const { interrupted, checking, lookAgain, forget } = useInterruptedTake(
    ask,
    props.pendingRecording === null,
  );

  const onCameraStopped = () => {
    setByCamera(true);
    lookAgain();
  };

  const submit = async (send: () => Promise<{ progress: { completedAt: string } }>) => {
    setSubmitting(true);
    try {
      const { progress } = await send();
      onSubmitted(progress.completedAt);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.httpStatus === 401) onSessionInvalid();
      else if (!isInviteWithdrawn(error)) {
        showError(refusalText(t, error));
      }
      // The saved part changed meanwhile (recorded on elsewhere, or gone): look again, the page
      // held on the look (a take started meanwhile would be replaced by an offer), unless the
      // stopped recorder is under the offer (it stays, as after the camera stopped).
      if (error instanceof ApiError && isSavedPartChanged(error.code) && interrupted) {
        forget();
        lookAgain({ hold: !byCamera });
      }
    }
  };

  const recordAgain = (recording: InterruptedRecording) => {
    forget();
    void discardInterruptedRecording(token, recording.uploadId);
    setByCamera(false);
    setRecorderKey((key) => key + 1);
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
        title={t('title')}
        recording={pending}
        takesLeft={takesLeft}
        submitting={submitting}
        onSubmit={() => void submit(() => submitRecording(token, submissionOf(pending)))}
        onRecordAgain={() => setPending(null)}
      />
    );
  }
  const interruptedCard = (recording: InterruptedRecording, withTitle: boolean) => (
    <InterruptedTakeCard
      recording={recording}
      withTitle={withTitle}
      takesLeft={takesLeft}
      submitting={submitting}
      onSubmit={() => {
        const { uploadId, savedBytes } = recording;
        void submit(() => submitInterruptedRecording(token, { uploadId, savedBytes }));
      }}
      onRecordAgain={() => recordAgain(recording)}
    />
  );
  // After a reload or a closed tab: the choice is all there is to make.
  if (interrupted && !byCamera) return interruptedCard(interrupted, true);
  if (checking) return <CheckingSavedTake py="xl" />;
  return (
    <Recorder
      key={recorderKey}
      title={t('title')}
      aside={<RecordingTips />}
      // The camera stopped: the choice sits above the stopped preview and its How to Fix.
      interruptedNotice={interrupted && byCamera ? interruptedCard(interrupted, false) : null}
      onRestartCamera={() => {
        forget();
        setByCamera(false);
      }}
      token={token}
      maxSeconds={props.video.maxSeconds}
      thinkingSeconds={props.thinkingSeconds}
      takesLeft={takesLeft}
      submitting={submitting}
      onSubmit={(recording) => void submit(() => submitRecording(token, recording))}
      onTakesUsedUp={onTakesUsedUp}
      onInterrupted={onCameraStopped}
      onCompletedWithoutVideo={onSubmitted}
      onSessionInvalid={onSessionInvalid}
    />
  );
}

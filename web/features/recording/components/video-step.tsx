import '@mantine/core/styles/Loader.css';
import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PendingRecording } from '../../../../shared/assessment.schema';
import type { ErrorCode } from '../../../../shared/error-codes';
import type { InterruptedRecording } from '../../../../shared/interrupted-recording.schema';
import { INTERRUPTED_TEXTS } from '../../../../shared/recording-texts';
import type { SubmitRecordingRequest } from '../../../../shared/recording.schema';
import type { RoleSettings } from '../../../../shared/roles.schema';
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
import { InterruptedTakeCard } from './interrupted-take-card';
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
 * How long a take cut short must hold still before it is offered: a take still being recorded in
 * another tab sends a piece every second or so, and is left alone (docs/recordings.md).
 */
export const QUIET_BEFORE_OFFER_MS = 3000;

/** How many times it is looked at before a take still growing is taken to be recorded elsewhere. */
const QUIET_LOOKS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The refusals that mean the saved part of a take changed meanwhile (recorded on, or gone). */
const isSavedPartChanged = (code: ErrorCode | undefined) =>
  code === 'not-interrupted' || code === 'still-arriving' || code === 'nothing-saved';

/**
 * A take cut short: what the server holds, asked twice a few seconds apart. The same bytes twice
 * are offered; bytes still growing are a take being recorded elsewhere, and are left alone.
 */
async function findInterrupted(token: string): Promise<InterruptedRecording | null> {
  let seen = await getInterruptedRecording(token).catch(() => null);
  // The page just reloaded may still be sending its last pieces: a few looks, then left alone.
  for (let look = 0; seen && look < QUIET_LOOKS; look += 1) {
    await pause(QUIET_BEFORE_OFFER_MS);
    const now = await getInterruptedRecording(token).catch(() => null);
    if (now?.uploadId === seen.uploadId && now.savedBytes === seen.savedBytes) return now;
    seen = now;
  }
  return null;
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
  const [interrupted, setInterrupted] = useState<InterruptedRecording | null>(null);
  /** Cut short while this page recorded (the camera stopped): offered beside the recorder. */
  const [byCamera, setByCamera] = useState(false);
  /** Bumped by Record again: a new recorder, with the camera asked for afresh. */
  const [recorderKey, setRecorderKey] = useState(0);
  /** Whether the page is still finding out if a take was cut short (after a reload). */
  const [checking, setChecking] = useState(props.pendingRecording === null);
  /**
   * The look for a take cut short under way: one when the step opens (after a reload), and one
   * each time the camera stops or a submission is refused. A new object is a new look; null
   * calls off the one under way, so a look still waiting for the saved part to hold still cannot
   * bring back a take the candidate has moved past (Restart Camera, Record again).
   */
  const [look, setLook] = useState<object | null>(() => (checking ? {} : null));

  useEffect(() => {
    if (!look) return;
    let open = true;
    void findInterrupted(token).then((found) => {
      if (!open) return;
      setInterrupted(found);
      setChecking(false);
    });
    return () => {
      open = false;
    };
  }, [look, token]);

  /** The camera stopped mid-take, or a submission was refused: what is there now. */
  const lookAgain = () => setLook({});
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
        showError(error instanceof Error ? error.message : String(error));
      }
      // The saved part changed meanwhile (recorded on elsewhere, or gone): look again.
      if (error instanceof ApiError && isSavedPartChanged(error.code) && interrupted) {
        setInterrupted(null);
        lookAgain();
      }
    }
  };

  const recordAgain = (recording: InterruptedRecording) => {
    setLook(null);
    void discardInterruptedRecording(token, recording.uploadId);
    setInterrupted(null);
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
  if (checking) {
    return (
      <Group gap="sm" role="status" py="xl" justify="center">
        <Loader size="sm" aria-hidden />
        <Text>{INTERRUPTED_TEXTS.checking}</Text>
      </Group>
    );
  }
  return (
    <VideoRecorder
      key={recorderKey}
      // The camera stopped: the choice sits above the stopped preview and its How to Fix.
      interruptedNotice={interrupted && byCamera ? interruptedCard(interrupted, false) : null}
      onRestartCamera={() => {
        setLook(null);
        setInterrupted(null);
        setByCamera(false);
      }}
      token={token}
      video={props.video}
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

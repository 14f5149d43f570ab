import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Grid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ErrorCode } from '../../../../shared/error-codes';
import { useTexts } from '../../../i18n/texts';
import { useCamera } from '../hooks/use-camera';
import { useFreezeWatchdog } from '../hooks/use-freeze-watchdog';
import { useLastFrame } from '../hooks/use-last-frame';
import { useRecorder, type FinishedRecording } from '../hooks/use-recorder';
import type { RecordedMedia } from '../lib/media-support';
import { recorderTexts } from '../recorder-texts';
import { CameraAccessRequiredCard, CameraSettingUpCard } from './camera-status-card';
import { FreezeFaqModal } from './freeze-faq-modal';
import { RecordingCompleteModal } from './recording-complete-modal';
import { RecordingConnectionStatus } from './recording-connection-status';
import { RecordingControls } from './recording-controls';
import { RecordingPreview } from './recording-preview';
import { ThinkingCountdown } from './thinking-countdown';
import { VideoUnavailableLink } from './video-unavailable-action';
import { VideoUnavailableForm } from './video-unavailable-form';

interface RecorderProps {
  token: string;
  /** A video (the camera, with its microphone), or the microphone alone; video unless said. */
  media?: RecordedMedia;
  /** The question this recording answers; absent: the role's video introduction. */
  questionIndex?: number;
  /** The heading above the recorder (the introduction's); a question has its own above. */
  title?: string;
  /** Beside the recorder on a laptop, below it on a phone: the introduction's tips. */
  aside?: ReactNode;
  /** Where the recorder stops by itself: the role's video, or the question's form. */
  maxSeconds: number;
  thinkingSeconds: number;
  /**
   * Recordings the candidate may still finish (the server counts them too); null: unlimited. A
   * take in progress is shown as used, and given back if it never finishes (a frozen camera).
   */
  takesLeft: number | null;
  submitting: boolean;
  onSubmit: (recording: FinishedRecording) => void;
  /** The server refused a new recording because no take is left. */
  onTakesUsedUp: () => void;
  /** Finished without a video ("I can't record a video"); the action shows only with it. */
  onCompletedWithoutVideo?: (completedAt: string) => void;
  onSessionInvalid?: () => void;
  /** The camera stopped mid-take: the part already sent may be offered. */
  onInterrupted?: () => void;
  /** That offer (Submit the saved part, Record again), shown under the title. */
  interruptedNotice?: ReactNode;
  /** Restart Camera was pressed: a new take will replace the part offered. */
  onRestartCamera?: () => void;
  /** Whether a take is under way (recording or paused): a question holds the candidate there. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The recorder, for the role's video introduction and for each video or audio answer alike:
 * thinking time, Start, Pause / Resume, End, takes, Record Again, the upload streamed while
 * recording, and a frozen camera (or a stopped microphone) caught and explained.
 */
export function Recorder(props: RecorderProps) {
  const { token, thinkingSeconds, submitting, onSubmit, onTakesUsedUp, onInterrupted } = props;
  const t = useTexts(recorderTexts);
  const media = props.media ?? 'video';
  const { camera, acquire } = useCamera(media);
  const stream = camera.status === 'granted' ? camera.stream : null;
  const [takesLeft, setTakesLeft] = useState(props.takesLeft);
  // Each take gets its thinking time once: Record Again and Restart Camera give it again.
  const [thoughtThisTake, setThoughtThisTake] = useState(false);
  const onRefused = useCallback(
    (_reason: string, code: ErrorCode) => {
      if (code !== 'takes-used-up') return;
      setTakesLeft(0);
      onTakesUsedUp();
    },
    [onTakesUsedUp],
  );
  const recorder = useRecorder(stream, token, {
    maxSeconds: props.maxSeconds,
    onRefused,
    media,
    questionIndex: props.questionIndex,
  });
  const noTakesLeft = takesLeft === 0;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [lastFrame, setLastFrame] = useState<string | null>(null);
  const [faqOpen, setFaqOpen] = useState(false);
  const [noVideoOpen, setNoVideoOpen] = useState(false);
  const openNoVideo = props.onCompletedWithoutVideo ? () => setNoVideoOpen(true) : undefined;
  const videoRef = useRef<HTMLVideoElement | null>(null);

  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    setVideo(element);
  }, []);
  useEffect(() => {
    const element = videoRef.current;
    if (element && element.srcObject !== stream) element.srcObject = stream;
  }, [video, stream]);

  const { fail, reset } = recorder;
  const watching = recorder.phase === 'recording' || recorder.phase === 'paused';
  const { onBusyChange } = props;
  useEffect(() => {
    onBusyChange?.(watching);
  }, [watching, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);
  const lastLiveFrame = useLastFrame({ active: watching, stream, video });
  const onFrozen = useCallback(() => {
    setLastFrame(lastLiveFrame());
    fail();
    // What was sent before the camera stopped stays on the server, and may be submitted.
    onInterrupted?.();
  }, [fail, lastLiveFrame, onInterrupted]);
  useFreezeWatchdog({ active: watching, stream, video, media, onFrozen });

  /** A take that never finished uploading uses none (the server does not count it either). */
  const giveTakeBack = () => setTakesLeft((left) => (left === null ? null : left + 1));

  const restartCamera = () => {
    // The frozen recording is dropped unfinished.
    if (recorder.phase === 'error') giveTakeBack();
    props.onRestartCamera?.();
    setFaqOpen(false);
    setLastFrame(null);
    setThoughtThisTake(false);
    reset();
    void acquire();
  };

  const startTake = () => {
    setThoughtThisTake(true);
    if (recorder.start()) setTakesLeft((left) => (left === null ? null : Math.max(0, left - 1)));
  };

  const recordAgain = () => {
    // Pressed while its last second was still on the way: the take is dropped unfinished.
    if (!recorder.finished) giveTakeBack();
    setThoughtThisTake(false);
    reset();
  };

  const thinking =
    thinkingSeconds > 0 &&
    !thoughtThisTake &&
    recorder.phase === 'idle' &&
    !noTakesLeft &&
    !submitting;

  const column = (
    <Stack gap="md">
      {camera.status === 'unknown' && <CameraSettingUpCard media={media} />}
      {camera.status === 'denied' && (
        <CameraAccessRequiredCard
          media={media}
          message={camera.message}
          onRetry={() => void acquire()}
          onVideoUnavailable={openNoVideo}
        />
      )}
      {camera.status === 'granted' && (
        <>
          <RecordingPreview
            media={media}
            stream={stream}
            videoRef={attachVideo}
            phase={recorder.phase}
            elapsedMs={recorder.elapsedMs}
            lastFrame={lastFrame}
            onHowToFix={() => setFaqOpen(true)}
          />
          {thinking ? (
            <ThinkingCountdown seconds={thinkingSeconds} onDone={startTake} />
          ) : (
            <RecordingControls
              media={media}
              phase={recorder.phase}
              progress={recorder.progress}
              uploadState={recorder.uploadState}
              canStart={!noTakesLeft}
              onStart={startTake}
              onPause={recorder.pause}
              onResume={recorder.resume}
              onEnd={recorder.end}
            />
          )}
          {takesLeft !== null && recorder.phase === 'idle' && (
            <Text size="sm" c={noTakesLeft ? 'red.4' : 'dimmed'} data-takes-left={takesLeft}>
              {noTakesLeft ? t('takesUsedUp') : t('takesLeftNote', { takes: takesLeft })}
            </Text>
          )}
          {recorder.notice && recorder.phase !== 'stopped' && (
            <Alert variant="light">{recorder.notice}</Alert>
          )}
          {openNoVideo && (recorder.phase === 'idle' || recorder.phase === 'error') && (
            <VideoUnavailableLink onOpen={openNoVideo} />
          )}
        </>
      )}
      {/* Last in the column: while it is empty, its place in the stack shows nothing. */}
      <RecordingConnectionStatus
        phase={recorder.phase}
        uploadState={recorder.uploadState}
        retrying={recorder.progress.retrying === true}
      />
    </Stack>
  );

  return (
    <Stack gap="lg">
      {props.title && (
        <Title order={1} size="h2">
          {props.title}
        </Title>
      )}
      {props.interruptedNotice}
      {props.aside ? (
        // Side by side on a laptop, so the camera and Start Recording fit without scrolling.
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            {column}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            {props.aside}
          </Grid.Col>
        </Grid>
      ) : (
        column
      )}
      <RecordingCompleteModal
        opened={recorder.phase === 'stopped'}
        media={media}
        recordedMs={recorder.elapsedMs}
        uploadState={recorder.uploadState}
        retrying={recorder.progress.retrying === true}
        notice={recorder.notice}
        submitting={submitting}
        onSubmit={() => recorder.finished && onSubmit(recorder.finished)}
        takesLeft={takesLeft}
        onRecordAgain={recordAgain}
        onRetryUpload={recorder.retryUpload}
      />
      {props.onCompletedWithoutVideo && (
        <VideoUnavailableForm
          opened={noVideoOpen}
          onClose={() => setNoVideoOpen(false)}
          token={token}
          onCompleted={props.onCompletedWithoutVideo}
          onSessionInvalid={props.onSessionInvalid ?? (() => undefined)}
        />
      )}
      <FreezeFaqModal
        opened={faqOpen}
        onClose={() => setFaqOpen(false)}
        media={media}
        onRestartCamera={restartCamera}
      />
    </Stack>
  );
}

import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Grid, Stack, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TEXTS } from '../../../../shared/texts';
import { useCamera } from '../hooks/use-camera';
import { useFreezeWatchdog } from '../hooks/use-freeze-watchdog';
import { useLastFrame } from '../hooks/use-last-frame';
import { useRecorder, type FinishedRecording } from '../hooks/use-recorder';
import { CameraAccessRequiredCard, CameraSettingUpCard } from './camera-status-card';
import { FreezeFaqModal } from './freeze-faq-modal';
import { RecordingCompleteModal } from './recording-complete-modal';
import { RecordingControls } from './recording-controls';
import { RecordingPreview } from './recording-preview';
import { RecordingTips } from './recording-tips';

interface VideoRecorderProps {
  token: string;
  submitting: boolean;
  onSubmit: (recording: FinishedRecording) => void;
}

/** SPEC A7: the video introduction recorder. */
export function VideoRecorder({ token, submitting, onSubmit }: VideoRecorderProps) {
  const { camera, acquire } = useCamera();
  const stream = camera.status === 'granted' ? camera.stream : null;
  const recorder = useRecorder(stream, token);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [lastFrame, setLastFrame] = useState<string | null>(null);
  const [faqOpen, setFaqOpen] = useState(false);
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
  const lastLiveFrame = useLastFrame({ active: watching, stream, video });
  const onFrozen = useCallback(() => {
    setLastFrame(lastLiveFrame());
    fail();
  }, [fail, lastLiveFrame]);
  useFreezeWatchdog({ active: watching, stream, video, onFrozen });

  const restartCamera = () => {
    setFaqOpen(false);
    setLastFrame(null);
    reset();
    void acquire();
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {TEXTS.recorder.title}
      </Title>
      {/* Side by side on a laptop, so the camera and Start Recording fit without scrolling. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            {camera.status === 'unknown' && <CameraSettingUpCard />}
            {camera.status === 'denied' && (
              <CameraAccessRequiredCard message={camera.message} onRetry={() => void acquire()} />
            )}
            {camera.status === 'granted' && (
              <>
                <RecordingPreview
                  videoRef={attachVideo}
                  phase={recorder.phase}
                  elapsedMs={recorder.elapsedMs}
                  lastFrame={lastFrame}
                  onHowToFix={() => setFaqOpen(true)}
                />
                <RecordingControls
                  phase={recorder.phase}
                  progress={recorder.progress}
                  uploadState={recorder.uploadState}
                  onStart={recorder.start}
                  onPause={recorder.pause}
                  onResume={recorder.resume}
                  onEnd={recorder.end}
                />
                {recorder.notice && recorder.phase !== 'stopped' && (
                  <Alert variant="light">{recorder.notice}</Alert>
                )}
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <RecordingTips />
        </Grid.Col>
      </Grid>
      <RecordingCompleteModal
        opened={recorder.phase === 'stopped'}
        recordedMs={recorder.elapsedMs}
        uploadState={recorder.uploadState}
        notice={recorder.notice}
        submitting={submitting}
        onSubmit={() => recorder.finished && onSubmit(recorder.finished)}
        onRecordAgain={reset}
        onRetryUpload={recorder.retryUpload}
      />
      <FreezeFaqModal
        opened={faqOpen}
        onClose={() => setFaqOpen(false)}
        onRestartCamera={restartCamera}
      />
    </Stack>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDING_CHUNK_INTERVAL_MS } from '../../../../shared/constants';
import type { ErrorCode } from '../../../../shared/error-codes';
import { useTexts } from '../../../i18n/texts';
import { showError } from '../../../lib/toasts';
import {
  FALLBACK_TYPE,
  pickRecordingType,
  recorderOptions,
  type RecordedMedia,
} from '../lib/media-support';
import { RecordingUpload, type UploadProgress, type UploadStatus } from '../lib/recording-upload';
import { recorderLimit, recorderTexts, refusalText } from '../recorder-texts';

export type RecorderPhase = 'idle' | 'recording' | 'paused' | 'stopped' | 'error';
export type UploadState = 'idle' | UploadStatus;

export interface FinishedRecording {
  uploadId: string;
  recordedMs: number;
  /** From End Recording to the server holding the last byte. */
  endToCompleteMs: number;
}

interface RecordingClock {
  /** Recorded time before the current segment. */
  accumulated: number;
  /** When the current segment began, or 0 while paused or stopped. */
  segmentStart: number;
}

function elapsedOf(clock: RecordingClock): number {
  return clock.accumulated + (clock.segmentStart ? performance.now() - clock.segmentStart : 0);
}

const NO_PROGRESS: UploadProgress = { recordedBytes: 0, uploadedBytes: 0 };

/** Whether the stream still carries what is recorded: the picture, or for audio the sound. */
function isLive(stream: MediaStream | null, media: RecordedMedia): stream is MediaStream {
  const tracks = media === 'video' ? stream?.getVideoTracks() : stream?.getAudioTracks();
  return Boolean(stream?.active && tracks?.some((track) => track.readyState === 'live'));
}

interface RecorderOptions {
  /** The role's maximum length: the recording stops by itself there, with a notice. */
  maxSeconds: number;
  /** The server refused a recording for good (e.g. the takes are used up): its reason and code. */
  onRefused: (reason: string, code: ErrorCode) => void;
  /** A video (the camera's picture and sound) or the microphone alone; video unless said. */
  media?: RecordedMedia;
  /** The question this take answers; absent: the role's video introduction. */
  questionIndex?: number;
}

/** MediaRecorder with 1 s chunks streamed to the server as they are made. */
export function useRecorder(
  stream: MediaStream | null,
  token: string,
  { maxSeconds, onRefused, media = 'video', questionIndex }: RecorderOptions,
) {
  const t = useTexts(recorderTexts);
  const maxMs = maxSeconds * 1000;
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [progress, setProgress] = useState<UploadProgress>(NO_PROGRESS);
  const [uploadState, setUploadState] = useState<UploadState>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  const [finished, setFinished] = useState<FinishedRecording | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const upload = useRef<RecordingUpload | null>(null);
  const clock = useRef<RecordingClock>({ accumulated: 0, segmentStart: 0 });
  /** When End Recording was pressed, and the length recorded by then. */
  const ending = useRef<{ endedAt: number; recordedMs: number } | null>(null);

  const holdClock = useCallback(() => {
    clock.current = { accumulated: elapsedOf(clock.current), segmentStart: 0 };
    setElapsedMs(clock.current.accumulated);
  }, []);

  const discard = useCallback(() => {
    const active = recorder.current;
    recorder.current = null;
    if (active && active.state !== 'inactive') {
      active.ondataavailable = null;
      active.onstop = null;
      active.stop();
    }
    upload.current?.abandon();
    upload.current = null;
  }, []);

  const end = useCallback(() => {
    const active = recorder.current;
    const current = upload.current;
    if (!active || !current || active.state === 'inactive') return;
    const endedAt = performance.now();
    holdClock();
    ending.current = { endedAt, recordedMs: Math.round(clock.current.accumulated) };
    active.onstop = () => void current.finish();
    active.stop();
    setPhase('stopped');
  }, [holdClock]);

  /** The upload of `stored` changed: once the server has the last byte, the recording is ready. */
  const onUploadStatus = useCallback((stored: RecordingUpload, status: UploadStatus) => {
    if (upload.current !== stored) return;
    setUploadState(status);
    const ended = ending.current;
    if (status !== 'done' || !ended) return;
    setFinished({
      uploadId: stored.uploadId ?? '',
      recordedMs: ended.recordedMs,
      endToCompleteMs: Math.round(performance.now() - ended.endedAt),
    });
  }, []);

  /** The server will not take this recording at all: it stops, and the candidate is told why. */
  const onUploadRefused = useCallback(
    (stored: RecordingUpload, reason: string, code: ErrorCode) => {
      if (upload.current !== stored) return;
      discard();
      clock.current = { accumulated: 0, segmentStart: 0 };
      setElapsedMs(0);
      setProgress(NO_PROGRESS);
      setUploadState('idle');
      setFinished(null);
      setPhase('idle');
      showError(refusalText(t, reason, code, questionIndex));
      onRefused(reason, code);
    },
    [discard, onRefused, t, questionIndex],
  );

  /** Sends on what the server is missing, after the automatic retries ran out. */
  const retryUpload = useCallback(() => upload.current?.resume(), []);

  /** Answers whether a recording started (a take is then used). */
  const start = useCallback((): boolean => {
    if (!isLive(stream, media)) {
      showError(t('startFailed'));
      return false;
    }
    try {
      const mimeType = pickRecordingType(media);
      const taking = new MediaRecorder(stream, recorderOptions(media, mimeType));
      const stored: RecordingUpload = new RecordingUpload({
        token,
        // What the browser really records (Safari: MP4), which the server is told.
        mimeType: taking.mimeType || mimeType || FALLBACK_TYPE[media],
        ...(questionIndex !== undefined && { question: { questionIndex, media } }),
        onProgress: setProgress,
        onStatus: (status) => onUploadStatus(stored, status),
        onRefused: (reason, code) => onUploadRefused(stored, reason, code),
      });
      taking.ondataavailable = (event) => stored.push(event.data);
      taking.start(RECORDING_CHUNK_INTERVAL_MS);
      recorder.current = taking;
      upload.current = stored;
      ending.current = null;
      clock.current = { accumulated: 0, segmentStart: performance.now() };
      setElapsedMs(0);
      setProgress(NO_PROGRESS);
      setFinished(null);
      setNotice(null);
      setUploadState('uploading');
      setPhase('recording');
      return true;
    } catch {
      discard();
      showError(t('startFailed'));
      return false;
    }
  }, [stream, token, media, questionIndex, discard, onUploadStatus, onUploadRefused, t]);

  const pause = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    recorder.current.pause();
    holdClock();
    setPhase('paused');
  }, [holdClock]);

  const resume = useCallback(() => {
    if (recorder.current?.state !== 'paused') return;
    recorder.current.resume();
    clock.current.segmentStart = performance.now();
    setPhase('recording');
  }, []);

  /** Record Again, or Restart Camera: everything about the last recording is dropped. */
  const reset = useCallback(() => {
    discard();
    clock.current = { accumulated: 0, segmentStart: 0 };
    setElapsedMs(0);
    setProgress(NO_PROGRESS);
    setUploadState('idle');
    setFinished(null);
    setNotice(null);
    setPhase('idle');
  }, [discard]);

  /** A genuine freeze: the recording is corrupted and must be made again from the start. */
  const fail = useCallback(() => {
    if (!recorder.current) return;
    holdClock();
    discard();
    setUploadState('idle');
    setPhase('error');
  }, [discard, holdClock]);

  useEffect(() => {
    if (phase !== 'recording') return;
    const tick = setInterval(() => setElapsedMs(elapsedOf(clock.current)), 1000);
    // Stops at the limit itself, not at the next tick; a late timer (a busy page) neither shows
    // nor reports more than the limit.
    const stopAtLimit = () => {
      const elapsed = Math.min(elapsedOf(clock.current), maxMs);
      clock.current = { accumulated: elapsed, segmentStart: 0 };
      end();
      setNotice(t('maxLengthReached', recorderLimit(maxSeconds)));
    };
    const limit = setTimeout(stopAtLimit, maxMs - elapsedOf(clock.current));
    return () => {
      clearInterval(tick);
      clearTimeout(limit);
    };
  }, [phase, end, maxMs, maxSeconds, t]);

  useEffect(() => discard, [discard]);

  return {
    phase,
    elapsedMs,
    progress,
    uploadState,
    notice,
    finished,
    start,
    pause,
    resume,
    end,
    reset,
    fail,
    retryUpload,
  };
}

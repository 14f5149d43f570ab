import { useEffect, useRef } from 'react';
import type { RecordedMedia } from '../lib/media-support';

/** No new frame for this long, while the page is in view, is a frozen stream. */
export const FROZEN_AFTER_MS = 4000;

/**
 * A track muted for this long is a device taken away. Shorter mutes come back by themselves: iOS
 * Safari mutes capture during a call, Siri or an app switch and unmutes after, and a Bluetooth
 * headset switching profile does the same.
 */
const MUTED_FOR_MS = 2000;

/** Why the watchdog stopped the take, by what it watches. */
const REASONS = {
  video: { ended: 'the camera stopped', muted: 'the camera stopped sending pictures' },
  audio: { ended: 'the microphone stopped', muted: 'the microphone stopped sending sound' },
} as const satisfies Record<RecordedMedia, Record<string, string>>;

/**
 * Watches for a genuine freeze while recording: the recorded track (the camera's, or for an audio
 * answer the microphone's) ends or stays muted for a couple of seconds, as when a headset is
 * unplugged or the system takes the device back; for a video also no new frame in the preview for
 * several seconds while the page is visible (a hidden tab draws no frames, and that is not a
 * freeze). An audio answer has no picture to count, and its silence is no sign of a fault, so
 * only its track's state is watched.
 */
export function useFreezeWatchdog(options: {
  active: boolean;
  stream: MediaStream | null;
  /** The preview a video's frames are counted on; an audio answer has none. */
  video: HTMLVideoElement | null;
  /** What is recorded: the camera's picture, or the microphone alone; video unless said. */
  media?: RecordedMedia;
  onFrozen: (reason: string) => void;
}) {
  const { active, stream, video, media = 'video', onFrozen } = options;
  const lastFrameAt = useRef(0);
  const onFrozenRef = useRef(onFrozen);
  useEffect(() => {
    onFrozenRef.current = onFrozen;
  }, [onFrozen]);

  useEffect(() => {
    if (!active || !stream) return;
    const track = media === 'video' ? stream.getVideoTracks()[0] : stream.getAudioTracks()[0];
    if (!track) return;
    const reasons = REASONS[media];
    const onEnded = () => onFrozenRef.current(reasons.ended);
    let muteTimer: ReturnType<typeof setTimeout> | undefined;
    const onMute = () => {
      clearTimeout(muteTimer);
      muteTimer = setTimeout(() => onFrozenRef.current(reasons.muted), MUTED_FOR_MS);
    };
    const onUnmute = () => clearTimeout(muteTimer);
    track.addEventListener('ended', onEnded);
    track.addEventListener('mute', onMute);
    track.addEventListener('unmute', onUnmute);
    const stopWatchingTrack = () => {
      clearTimeout(muteTimer);
      track.removeEventListener('ended', onEnded);
      track.removeEventListener('mute', onMute);
      track.removeEventListener('unmute', onUnmute);
    };
    if (media === 'audio') {
      // An ended track fires no event when it was ended before the listener came.
      const check = setInterval(() => {
        if (track.readyState === 'ended') onEnded();
      }, 1000);
      return () => {
        clearInterval(check);
        stopWatchingTrack();
      };
    }
    if (!video) {
      stopWatchingTrack();
      return;
    }
    let frameHandle = 0;
    let lastTime = video.currentTime;
    lastFrameAt.current = performance.now();
    const onFrame = () => {
      lastFrameAt.current = performance.now();
      frameHandle = video.requestVideoFrameCallback(onFrame);
    };
    const framesCounted = typeof video.requestVideoFrameCallback === 'function';
    if (framesCounted) frameHandle = video.requestVideoFrameCallback(onFrame);
    const onVisible = () => {
      if (document.visibilityState === 'visible') lastFrameAt.current = performance.now();
    };
    document.addEventListener('visibilitychange', onVisible);
    const check = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      if (!framesCounted && video.currentTime !== lastTime) {
        lastTime = video.currentTime;
        lastFrameAt.current = performance.now();
      }
      if (track.readyState === 'ended') onEnded();
      else if (performance.now() - lastFrameAt.current > FROZEN_AFTER_MS)
        onFrozenRef.current('no new frames');
    }, 1000);
    return () => {
      clearInterval(check);
      if (framesCounted && frameHandle) video.cancelVideoFrameCallback(frameHandle);
      stopWatchingTrack();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, stream, video, media]);
}

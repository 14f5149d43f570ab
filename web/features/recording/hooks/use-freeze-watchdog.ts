import { useEffect, useRef } from 'react';

/** No new frame for this long, while the page is in view, is a frozen stream. */
export const FROZEN_AFTER_MS = 4000;

/**
 * Watches for a genuine freeze while recording: the camera track ends or mutes, or the preview
 * gets no new frame for several seconds while the page is visible (a hidden tab draws no frames,
 * and that is not a freeze).
 */
export function useFreezeWatchdog(options: {
  active: boolean;
  stream: MediaStream | null;
  video: HTMLVideoElement | null;
  onFrozen: (reason: string) => void;
}) {
  const { active, stream, video, onFrozen } = options;
  const lastFrameAt = useRef(0);
  const onFrozenRef = useRef(onFrozen);
  useEffect(() => {
    onFrozenRef.current = onFrozen;
  }, [onFrozen]);

  useEffect(() => {
    if (!active || !stream || !video) return;
    const track = stream.getVideoTracks()[0];
    if (!track) return;
    let frameHandle = 0;
    let lastTime = video.currentTime;
    lastFrameAt.current = performance.now();
    const onFrame = () => {
      lastFrameAt.current = performance.now();
      frameHandle = video.requestVideoFrameCallback(onFrame);
    };
    const framesCounted = typeof video.requestVideoFrameCallback === 'function';
    if (framesCounted) frameHandle = video.requestVideoFrameCallback(onFrame);
    const onEnded = () => onFrozenRef.current('the camera stopped');
    const onMute = () => onFrozenRef.current('the camera stopped sending pictures');
    track.addEventListener('ended', onEnded);
    track.addEventListener('mute', onMute);
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
      if (track.readyState === 'ended') onFrozenRef.current('the camera stopped');
      else if (performance.now() - lastFrameAt.current > FROZEN_AFTER_MS)
        onFrozenRef.current('no new frames');
    }, 1000);
    return () => {
      clearInterval(check);
      if (framesCounted && frameHandle) video.cancelVideoFrameCallback(frameHandle);
      track.removeEventListener('ended', onEnded);
      track.removeEventListener('mute', onMute);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, stream, video]);
}

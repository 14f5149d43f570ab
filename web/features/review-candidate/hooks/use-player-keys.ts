import { useCallback, type KeyboardEvent, type RefObject } from 'react';

export const SEEK_STEP_SECONDS = 5;

function isTyping(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Space or K plays and pauses, ← and → seek 5 s, while the video (or an audio answer) or its
 * player region has focus.
 * The browser's own controls stay focusable; their keys are taken over so one press acts once.
 */
export function usePlayerKeys(videoRef: RefObject<HTMLMediaElement | null>) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const video = videoRef.current;
      if (!video || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) {
        return;
      }
      // The speed control's radios keep their own arrow keys.
      if (event.target instanceof HTMLElement && event.target.closest('[data-player-own-keys]')) {
        return;
      }
      const key = event.key.toLowerCase();
      // The focused video plays and pauses on Space by itself (on the key's release, which no
      // handler here can cancel): acting on it too would undo it at once.
      if (key === ' ' && event.target instanceof HTMLMediaElement) return;
      if (key === ' ' || key === 'k') {
        event.preventDefault();
        if (video.paused || video.ended) void video.play().catch(() => undefined);
        else video.pause();
      } else if (key === 'arrowleft' || key === 'arrowright') {
        event.preventDefault();
        const step = key === 'arrowleft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
        const end = Number.isFinite(video.duration) ? video.duration : Infinity;
        video.currentTime = Math.min(end, Math.max(0, video.currentTime + step));
      }
    },
    [videoRef],
  );
}

import { useCallback, useEffect, useRef } from 'react';

const COPY_EVERY_MS = 1000;
const COPY_WIDTH_PX = 640;

/**
 * Keeps a copy of the preview's latest live picture, once a second, while `active`. When the
 * camera stops, the video element goes black at once; the copy is the last frame the candidate
 * saw, shown in greyscale under the error (docs/product.md#video-step).
 */
export function useLastFrame(options: {
  active: boolean;
  stream: MediaStream | null;
  video: HTMLVideoElement | null;
}): () => string | null {
  const { active, stream, video } = options;
  const canvas = useRef<HTMLCanvasElement | null>(null);

  useEffect(() => {
    if (!active || !stream || !video) return;
    const copy = () => {
      const track = stream.getVideoTracks()[0];
      if (!track || track.readyState !== 'live' || track.muted || video.videoWidth === 0) return;
      const target = (canvas.current ??= document.createElement('canvas'));
      target.width = Math.min(COPY_WIDTH_PX, video.videoWidth);
      target.height = Math.round((video.videoHeight * target.width) / video.videoWidth);
      target.getContext('2d')?.drawImage(video, 0, 0, target.width, target.height);
    };
    copy();
    const timer = setInterval(copy, COPY_EVERY_MS);
    return () => clearInterval(timer);
  }, [active, stream, video]);

  return useCallback(() => canvas.current?.toDataURL('image/jpeg', 0.8) ?? null, []);
}

const PREFERRED_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4',
];

/** The container the browser records best (Safari: MP4 only). Empty lets the browser choose. */
export function pickRecordingType(): string {
  return PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

/** About 11 MB a minute: clear on a real camera, and the same on every machine. */
export const VIDEO_BITS_PER_SECOND = 1_500_000;

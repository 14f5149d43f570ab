/** Recording containers, best first. */
export const PREFERRED_TYPES = [
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

/** What the recorder asks of the camera: 720p at 30 frames a second where it can. */
export const CAMERA_VIDEO: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
};

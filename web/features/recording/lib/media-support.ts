/** What a recording holds: a camera's picture and sound, or the microphone's sound alone. */
export type RecordedMedia = 'video' | 'audio';

/** Recording containers, best first; Safari records MP4 only, so it comes last. The server takes WebM and MP4. */
export const PREFERRED_TYPES: Record<RecordedMedia, readonly string[]> = {
  video: ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'],
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'],
};

/**
 * The container the browser records best, asked of MediaRecorder itself (Safari: MP4 only).
 * Empty lets the browser choose; the recorder then reports what it chose.
 */
export function pickRecordingType(media: RecordedMedia = 'video'): string {
  return PREFERRED_TYPES[media].find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

/** What is sent when the recorder reports no type of its own. */
export const FALLBACK_TYPE: Record<RecordedMedia, string> = {
  video: 'video/webm',
  audio: 'audio/webm',
};

/** About 11 MB a minute: clear on a real camera, and the same on every machine. */
export const VIDEO_BITS_PER_SECOND = 1_500_000;

/** Speech, clearly: about 1 MB a minute. */
export const AUDIO_BITS_PER_SECOND = 128_000;

/** What the recorder asks of the camera: 720p at 30 frames a second where it can. */
export const CAMERA_VIDEO: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
};

/** What the recorder asks of the microphone: the browser's own clean-up of speech. */
export const MICROPHONE_AUDIO: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
};

/** The options MediaRecorder is given for a take. */
export function recorderOptions(media: RecordedMedia, mimeType: string): MediaRecorderOptions {
  return media === 'video'
    ? { mimeType: mimeType || undefined, videoBitsPerSecond: VIDEO_BITS_PER_SECOND }
    : { mimeType: mimeType || undefined, audioBitsPerSecond: AUDIO_BITS_PER_SECOND };
}

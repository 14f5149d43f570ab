import type { RecordedMedia } from './media-support';
import { MEDIA_TEXTS, type RecorderKey } from './media-texts';

/** The message for a failed camera or microphone request, from the browser's own error name. */
export function cameraErrorMessage(error: unknown, media: RecordedMedia = 'video'): RecorderKey {
  const texts = MEDIA_TEXTS[media];
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return texts.denied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return texts.noDevices;
    case 'NotReadableError':
    case 'TrackStartError':
      return texts.busy;
    default:
      return texts.notAllowed;
  }
}

import { TEXTS } from '../../../../shared/texts';

/** The message for a failed camera request, from the browser's own error name. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return TEXTS.recorder.cameraDenied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return TEXTS.recorder.noDevices;
    case 'NotReadableError':
    case 'TrackStartError':
      return TEXTS.recorder.cameraBusy;
    default:
      return TEXTS.recorder.cameraNotAllowed;
  }
}

import { MICROPHONE_STOPPED_TEXTS } from '../../../../shared/recording-texts';
import { TEXTS } from '../../../../shared/texts';
import type { RecordedMedia } from './media-support';

/**
 * What the recorder says of the device it records with: the camera for a video (the
 * introduction's words), the microphone for an audio answer.
 */
export const MEDIA_TEXTS = {
  video: {
    device: 'camera',
    settingUp: TEXTS.recorder.settingUp,
    accessRequired: TEXTS.recorder.accessRequired,
    denied: TEXTS.recorder.cameraDenied,
    noDevices: TEXTS.recorder.noDevices,
    busy: TEXTS.recorder.cameraBusy,
    notAllowed: TEXTS.recorder.cameraNotAllowed,
    previewLabel: 'Your camera',
    /** The error over the preview when the camera stops mid-take. */
    frozen: TEXTS.recorder.frozen,
    restart: TEXTS.recorder.restartCamera,
    /** What the upload line calls the recording. */
    recording: 'Video',
    uploadStalled: TEXTS.recorder.uploadStalled,
    practiceTitle: 'Try your camera',
    practiceIntro:
      'Record a few seconds and watch them back, to check your picture and sound before your first video answer. This practice stays on your device: it is never sent.',
  },
  audio: {
    device: 'microphone',
    settingUp: 'Setting up your microphone...',
    accessRequired: 'Microphone Access Required',
    denied: 'Microphone access denied. Please allow microphone access and refresh the page.',
    noDevices: 'No microphone found. Please connect a microphone.',
    busy: 'Your microphone could not be started. It may be in use by another app or tab: close it there, then reload this page.',
    notAllowed: 'Error accessing the microphone. Please allow access.',
    previewLabel: 'Your microphone level',
    frozen: MICROPHONE_STOPPED_TEXTS.error,
    restart: MICROPHONE_STOPPED_TEXTS.restart,
    recording: 'Recording',
    uploadStalled:
      'Your recording has not reached the server yet: the connection seems to be down. Keep this page open: it is sent on as soon as you are back online.',
    practiceTitle: 'Try your microphone',
    practiceIntro:
      'Record a few seconds and listen back, to check your sound before your first audio answer. This practice stays on your device: it is never sent.',
  },
} as const satisfies Record<RecordedMedia, Record<string, string>>;

import type english from '../../../../shared/messages/recorder/en';
import type { RecordedMedia } from './media-support';

/** A key of the recorder's catalogue (shared/messages/recorder/). */
export type RecorderKey = keyof typeof english;

/**
 * What the recorder says of the device it records with: the camera for a video (the
 * introduction's words), the microphone for an audio answer; each a key of the recorder's
 * catalogue, read in the page's language.
 */
export const MEDIA_TEXTS = {
  video: {
    settingUp: 'settingUp',
    accessRequired: 'accessRequired',
    denied: 'cameraDenied',
    noDevices: 'noDevices',
    busy: 'cameraBusy',
    notAllowed: 'cameraNotAllowed',
    previewLabel: 'cameraPreview',
    /** The error over the preview when the camera stops mid-take. */
    frozen: 'frozen',
    restart: 'restartCamera',
    uploadStalled: 'uploadStalled',
    practiceTitle: 'practiceTitleVideo',
    practiceIntro: 'practiceIntroVideo',
    faqTitle: 'faqVideoTitle',
    faqIntro: 'faqVideoIntro',
  },
  audio: {
    settingUp: 'microphoneSettingUp',
    accessRequired: 'microphoneAccessRequired',
    denied: 'microphoneDenied',
    noDevices: 'microphoneNoDevices',
    busy: 'microphoneBusy',
    notAllowed: 'microphoneNotAllowed',
    previewLabel: 'microphoneLevel',
    frozen: 'microphoneStopped',
    restart: 'restartMicrophone',
    uploadStalled: 'uploadStalledAudio',
    practiceTitle: 'practiceTitleAudio',
    practiceIntro: 'practiceIntroAudio',
    faqTitle: 'faqAudioTitle',
    faqIntro: 'faqAudioIntro',
  },
} as const satisfies Record<RecordedMedia, Record<string, RecorderKey>>;

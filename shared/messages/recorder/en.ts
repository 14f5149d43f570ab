import { ANSWER_RECORDING_TEXTS } from '../../answer-recording-texts';
import { ERRORS } from '../../error-codes';
import { INTERRUPTED_TEXTS, MICROPHONE_STOPPED_TEXTS } from '../../recording-texts';
import { INVITE_ENTRY_TEXTS } from '../../sign-up-texts';
import { TEXTS } from '../../texts';
import { VIDEO_UNAVAILABLE_TEXTS as NO_VIDEO } from '../../video-unavailable-texts';
import { WAITING_TEXTS } from '../../waiting-texts';

const RECORDER = TEXTS.recorder;
const TAKES_LEFT = '{takes, plural, one {# take left} other {# takes left}}';

/**
 * The video introduction's recorder and each video or audio answer's, in English
 * (docs/languages.md): the fixed texts (docs/product.md#texts) from the texts modules, the rest
 * written here. ICU messages: `{name}` is a value, `{count, plural, …}` a count, `{media, select,
 * …}` a choice.
 */
export default {
  // The introduction's recorder (docs/product.md#video-step), a camera's words.
  title: RECORDER.title,
  settingUp: RECORDER.settingUp,
  accessRequired: RECORDER.accessRequired,
  tryAgain: RECORDER.tryAgain,
  start: RECORDER.start,
  pause: RECORDER.pause,
  resume: RECORDER.resume,
  end: RECORDER.end,
  badgeRecording: RECORDER.recording,
  badgePaused: RECORDER.paused,
  badgeError: RECORDER.error,
  completedTitle: RECORDER.completedTitle,
  submit: RECORDER.submit,
  recordAgain: RECORDER.recordAgain,
  errorTitle: RECORDER.errorTitle,
  frozen: RECORDER.frozen,
  howToFix: RECORDER.howToFix,
  restartCamera: RECORDER.restartCamera,
  closeFaq: RECORDER.closeFaq,
  cameraDenied: RECORDER.cameraDenied,
  noDevices: RECORDER.noDevices,
  devicesFailed: RECORDER.devicesFailed,
  cameraBusy: RECORDER.cameraBusy,
  cameraNotAllowed: RECORDER.cameraNotAllowed,
  startFailed: RECORDER.startFailed,
  uploadStalled: RECORDER.uploadStalled,
  sendAgain: RECORDER.sendAgain,
  /** `unit` and its values from recorderLimit (web/features/recording/recorder-texts.ts). */
  maxLengthReached:
    'You reached the {unit, select, minutes {{minutes}-minute} seconds {{seconds}-second} other {{clock}}} limit, so the recording stopped by itself. You can submit it or record again.',
  takesUsedUp: `${RECORDER.takesUsedUp} Please contact the hiring team.`,
  takesUsedUpRefusal: RECORDER.takesUsedUp,
  takesLeftNote: `You have ${TAKES_LEFT}: each recording you finish uses one.`,
  cameraPreview: 'Your camera',
  recordingTime: 'Recording time',
  // An audio answer: the microphone's words.
  microphoneSettingUp: 'Setting up your microphone...',
  microphoneAccessRequired: 'Microphone Access Required',
  microphoneDenied:
    'Microphone access denied. Please allow microphone access and refresh the page.',
  microphoneNoDevices: 'No microphone found. Please connect a microphone.',
  microphoneBusy:
    'Your microphone could not be started. It may be in use by another app or tab: close it there, then reload this page.',
  microphoneNotAllowed: 'Error accessing the microphone. Please allow access.',
  microphoneLevel: 'Your microphone level',
  microphoneStopped: MICROPHONE_STOPPED_TEXTS.error,
  restartMicrophone: MICROPHONE_STOPPED_TEXTS.restart,
  uploadStalledAudio:
    'Your recording has not reached the server yet: the connection seems to be down. Keep this page open: it is sent on as soon as you are back online.',
  // The upload's line under the controls.
  uploadProgress: 'Upload progress',
  uploadSent: '{media, select, video {Video} other {Recording}} sent to the server',
  uploadSaved: '{media, select, video {Video} other {Recording}} saved on the server ({size}).',
  uploadSaving: 'Saving while you record: {sent} of {total} sent.',
  uploadStalledSent: '{sent} of {total} sent.',
  megabytes: '{size} MB',
  // After End Recording.
  recordingLength: 'Your recording is {length} long.',
  lastTake: 'That was your last take: submit this recording.',
  recordAgainTakes: `${RECORDER.recordAgain} (${TAKES_LEFT})`,
  // What the recorder waits for (docs/waiting-states.md).
  offlineTitle: WAITING_TEXTS.offlineTitle,
  unreachableTitle: WAITING_TEXTS.unreachableTitle,
  recordingOffline: WAITING_TEXTS.recording.offline,
  recordingUnreachable: WAITING_TEXTS.recording.unreachable,
  endedSending: WAITING_TEXTS.ended.sending,
  endedOffline: WAITING_TEXTS.ended.offline,
  endedUnreachable: WAITING_TEXTS.ended.unreachable,
  endedSavedOffline: WAITING_TEXTS.ended.savedOffline,
  endedSubmitting: WAITING_TEXTS.ended.submitting,
  // How to Fix: honest, safe advice only (docs/product.md#what-is-never-built).
  faqVideoTitle: 'Fixing a frozen video',
  faqVideoIntro: 'A frozen recording cannot be repaired, so it is recorded again from the start.',
  faqVideoQuestion1: 'Why did my video freeze?',
  faqVideoAnswer1:
    'Your camera stopped sending pictures to the browser. This usually happens when another app takes over the camera, the camera is disconnected, or the computer pauses it to save power.',
  faqVideoQuestion2: 'Could another app be using my camera?',
  faqVideoAnswer2:
    'Yes, that is the most common cause. Close other apps or browser tabs that may use the camera, such as video calls, then press Restart Camera.',
  faqVideoQuestion3: "How do I check the browser's camera permission?",
  faqVideoAnswer3:
    'Click the camera or padlock icon in the address bar and make sure the camera is allowed for this site. If you change it, reload the page: your written answers are saved.',
  faqVideoQuestion4: 'I use an external camera. What can I do?',
  faqVideoAnswer4:
    'Unplug the camera, plug it back in, wait a few seconds, then press Restart Camera.',
  faqVideoQuestion5: 'It still freezes. What else can I try?',
  faqVideoAnswer5:
    'Reload the page, or open your invite link in another up-to-date browser. Your written answers are kept either way. If nothing helps, reply to the hiring team and they will help you.',
  faqAudioTitle: MICROPHONE_STOPPED_TEXTS.helpTitle,
  faqAudioIntro:
    'A recording whose microphone stopped cannot be repaired, so it is recorded again from the start.',
  faqAudioQuestion1: 'Why did my recording stop?',
  faqAudioAnswer1:
    'Your microphone stopped sending sound to the browser. This usually happens when a headset is unplugged or switched off, another app takes over the microphone, or the computer turns it off.',
  faqAudioQuestion2: 'Could another app be using my microphone?',
  faqAudioAnswer2:
    'Yes, that is a common cause. Close other apps or browser tabs that may use the microphone, such as video calls, then press Restart Microphone.',
  faqAudioQuestion3: "How do I check the browser's microphone permission?",
  faqAudioAnswer3:
    'Click the microphone or padlock icon in the address bar and make sure the microphone is allowed for this site. If you change it, reload the page: your written answers are saved.',
  faqAudioQuestion4: 'I use a headset or an external microphone. What can I do?',
  faqAudioAnswer4:
    'Plug it back in or switch it on again, wait a few seconds, then press Restart Microphone. A wireless headset may need to be connected again first.',
  faqAudioQuestion5: 'It still stops. What else can I try?',
  faqAudioAnswer5:
    'Reload the page, or open your invite link in another up-to-date browser. Your written answers are kept either way. If nothing helps, reply to the hiring team and they will help you.',
  // The tips beside the introduction's recorder (docs/product.md#video-step).
  tipsTitle: 'Record a brief introduction of about 1-2 minutes',
  tipsIntro: 'Tell us about yourself, your experience and why you want this position.',
  tipLighting: 'Find good lighting and make sure your audio is clear.',
  tipCamera: 'Look at the camera.',
  tipProfessional: 'Be professional but personable.',
  tipPace: 'Speak clearly and at a moderate pace.',
  // Thinking time before a take.
  thinking: 'Take a moment to think: {clock}',
  startNow: 'Start now',
  spokenStartsIn: 'Recording starts in {left, plural, one {# second} other {# seconds}}.',
  spokenThinking:
    '{seconds, plural, one {# second} other {# seconds}} to think before recording starts.',
  // The practice take before the first video or audio answer.
  practiceTitleVideo: 'Try your camera',
  practiceIntroVideo:
    'Record a few seconds and watch them back, to check your picture and sound before your first video answer. This practice stays on your device: it is never sent.',
  practiceTitleAudio: 'Try your microphone',
  practiceIntroAudio:
    'Record a few seconds and listen back, to check your sound before your first audio answer. This practice stays on your device: it is never sent.',
  skipPractice: 'Skip the practice',
  practiceLeft: 'Practice: {left} s',
  practicePlayback: 'Your practice take',
  practiceRecord: 'Record {seconds, plural, one {# second} other {# seconds}}',
  practiceStop: 'Stop',
  practiceAgain: 'Try again',
  practiceDone: 'Continue to your answer',
  // A take cut short (a reload, a closed tab, a camera that stopped).
  checking: INTERRUPTED_TEXTS.checking,
  interruptedTitle: INTERRUPTED_TEXTS.title,
  savedSeconds:
    'The first {seconds, plural, one {# second of it was} other {# seconds of it were}} saved.',
  savedPart: INTERRUPTED_TEXTS.savedPart,
  choice: INTERRUPTED_TEXTS.choice,
  lastTakeInterrupted: INTERRUPTED_TEXTS.lastTake,
  answerChoice: INTERRUPTED_TEXTS.answerChoice,
  answerLastTake: INTERRUPTED_TEXTS.answerLastTake,
  takeNote: INTERRUPTED_TEXTS.takeNote,
  takesLeftSentence: `You have ${TAKES_LEFT}.`,
  submitSavedPart: INTERRUPTED_TEXTS.submit,
  recordAgainSaved: INTERRUPTED_TEXTS.recordAgain,
  notInterrupted: INTERRUPTED_TEXTS.notInterrupted,
  stillArriving: INTERRUPTED_TEXTS.stillArriving,
  nothingSaved: INTERRUPTED_TEXTS.nothingSaved,
  // A finished take not yet submitted (a reload came between).
  lastTakeSaved: 'Your last take is saved.',
  notSubmitted: 'It has not been submitted yet.',
  notSubmittedLength: 'It is {length} long and has not been submitted yet.',
  // A question's answer, once submitted.
  loading: INVITE_ENTRY_TEXTS.loading,
  answerSubmitted:
    '{media, select, video {Your video answer is submitted.} other {Your audio answer is submitted.}}',
  answerSaved: 'It is saved for the hiring team.',
  answerSavedLength: 'It is {length} long and saved for the hiring team.',
  audioType: ANSWER_RECORDING_TEXTS.refusals.audioType,
  answerMetadata: ANSWER_RECORDING_TEXTS.refusals.metadata,
  // The recording's refusals a candidate may meet (shared/error-codes.ts), said by their code.
  videoType: ERRORS['video-type-refused'].text,
  notAVideo: ERRORS['not-a-video'].text,
  recordingUploading: ERRORS['recording-uploading'].text,
  recordingVideoMissing: ERRORS['recording-video-missing'].text,
  recordingReplaced: ERRORS['recording-replaced'].text,
  recordingMissing: ERRORS['recording-missing'].text,
  recordingFinished: ERRORS['recording-finished'].text,
  // The question's answer was submitted meanwhile (another tab): shared/answer-recording-texts.ts.
  answerRecordingSubmitted: 'Your recorded answer to question {number} is already submitted.',
  // "I can't record a video".
  noVideoAction: NO_VIDEO.action,
  noVideoCardHint: NO_VIDEO.cardHint,
  noVideoTitle: NO_VIDEO.title,
  noVideoIntro: NO_VIDEO.intro,
  noVideoAdviceTitle: NO_VIDEO.adviceTitle,
  noVideoAdvice1: NO_VIDEO.advice[0],
  noVideoAdvice2: NO_VIDEO.advice[1],
  noVideoAdvice3: NO_VIDEO.advice[2],
  noVideoAdvice4: NO_VIDEO.advice[3],
  noVideoAdvice5: NO_VIDEO.advice[4],
  noVideoReasonLabel: NO_VIDEO.reasonLabel,
  noVideoReasonNoCamera: NO_VIDEO.reasons.no_camera,
  noVideoReasonCameraNotWorking: NO_VIDEO.reasons.camera_not_working,
  noVideoReasonOther: NO_VIDEO.reasons.other,
  noVideoNoteLabel: NO_VIDEO.noteLabel,
  noVideoNoteOptional: NO_VIDEO.noteOptional,
  noVideoNoteRequired: NO_VIDEO.noteRequired,
  noVideoFinalNote: NO_VIDEO.finalNote,
  noVideoCancel: NO_VIDEO.cancel,
  noVideoSend: NO_VIDEO.send,
  // Its checks and refusals, in the words the server answers with.
  noVideoRefusalReason: NO_VIDEO.refusals.reason,
  noVideoRefusalNoteType: NO_VIDEO.refusals.noteType,
  noVideoRefusalNoteTooLong: NO_VIDEO.refusals.noteTooLong,
  noVideoRefusalVideoSubmitted: NO_VIDEO.refusals.videoSubmitted,
  noVideoRefusalAnswersMissing: NO_VIDEO.refusals.answersMissing,
} as const;

/**
 * "I can't record a video": what the candidate reads and what reviewers read of it. The advice
 * is the safe list only (docs/product.md#what-is-never-built): nothing to fetch, set up or run.
 */

export const VIDEO_UNAVAILABLE_TEXTS = {
  /** The action on the camera cards and, quieter, under the recorder. */
  action: "I can't record a video",
  cardHint: 'No camera, or it still does not work?',
  title: 'Finish without a video',
  intro:
    'You can finish your assessment without a video introduction. The hiring team will see the reason you give here along with your written answers, and they may get in touch to arrange another way.',
  adviceTitle: 'Before you send this, these sometimes help:',
  advice: [
    'Close other apps or browser tabs that may be using the camera.',
    "Check the browser's camera permission for this site (the camera or padlock icon in the address bar).",
    'Unplug the camera and plug it back in.',
    'Reload the page: your written answers are saved.',
    'Open your invite link in another browser.',
  ],
  reasonLabel: "Why can't you record a video?",
  /** The candidate's words for each reason. */
  reasons: {
    no_camera: "I don't have a camera",
    camera_not_working: "My camera doesn't work here",
    other: 'Another reason',
  },
  noteLabel: 'Anything the hiring team should know',
  noteOptional: '(optional)',
  noteRequired: 'Please tell the hiring team in a few words.',
  finalNote:
    'Sending this completes your assessment: a video can no longer be recorded afterwards.',
  cancel: 'Cancel',
  send: 'Send and finish',
  submitted: 'Your assessment is submitted without a video.',
  /** The complete page. */
  completeSentence: 'Your answers and the reason you could not record a video are saved.',
  notRecorded: 'Not recorded',
  /** Reviewers: the list's badge and filter, the CSV, and the candidate's page. */
  reviewer: {
    state: 'Not recorded',
    csv: 'not recorded',
    reasons: {
      no_camera: 'No camera',
      camera_not_working: 'Camera did not work',
      other: 'Another reason',
    },
    heading: (reasonLabel: string) => `No video: ${reasonLabel}`,
    noteLabel: "The candidate's note",
    noNote: 'The candidate added no note.',
    shared: 'The candidate could not record a video.',
  },
  refusals: {
    reason: "Please choose why you can't record a video.",
    noteType: 'The note must be text.',
    noteTooLong: 'The note is too long: at most 1,000 characters.',
    noteNeeded: 'Please tell the hiring team in a few words.',
    videoSubmitted: 'Your video introduction is already submitted.',
    answersMissing: 'Please answer every required question before finishing the assessment.',
  },
} as const;

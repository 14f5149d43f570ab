/**
 * What the candidate reads about a take that was cut short (a reload, a closed tab, a camera that
 * stopped), and what reviewers read about one whose saved part was submitted.
 */
export const INTERRUPTED_TEXTS = {
  checking: 'Checking what was saved of your last recording...',
  title: 'Your recording was interrupted',
  /** The server measured the bytes it holds. */
  savedSeconds: (seconds: number) =>
    `The first ${seconds} ${seconds === 1 ? 'second' : 'seconds'} of it ${seconds === 1 ? 'was' : 'were'} saved.`,
  /** The server could not measure them (no ffmpeg, an unreadable tail): said honestly. */
  savedPart: 'Part of your recording was saved.',
  choice: 'You can submit the saved part as your video introduction, or record it again.',
  lastTake:
    'You have no takes left to record again, so you can submit the saved part as your video introduction.',
  /** The same two, for a take of a video or audio question's answer. */
  answerChoice: 'You can submit the saved part as your answer, or record it again.',
  answerLastTake:
    'You have no takes left to record again, so you can submit the saved part as your answer.',
  takeNote: 'Recording again starts a new take; the saved part is then deleted.',
  submit: 'Submit the saved part',
  recordAgain: 'Record again',
  /** Reviewers: the candidate submitted the part saved before the recording was cut short. */
  reviewerBadge: 'Interrupted take',
  reviewerNote:
    'The recording was cut short (a reload, a closed tab, or a camera or microphone that stopped) and the candidate submitted the part that was saved.',
  /** Refusals of Submit the saved part. */
  notInterrupted: 'There is no interrupted recording to submit.',
  stillArriving:
    'This recording is still arriving from another tab or window. Finish it there, or close that tab and reload this page.',
  nothingSaved: 'Nothing of this recording was saved. Please record it again.',
} as const;

/**
 * What a candidate reads when the microphone stops in the middle of an audio answer (an unplugged
 * headset, the system taking it back): a frozen camera's error and help, in a microphone's words.
 */
export const MICROPHONE_STOPPED_TEXTS = {
  error: 'Something went wrong with your recording: your microphone stopped sending sound.',
  helpTitle: 'Fixing a stopped microphone',
  restart: 'Restart Microphone',
} as const;

/**
 * What candidates and reviewers read about a video or audio answer to a question (recorded per
 * question, docs/recordings.md#recorded-answers). The refusals are the candidate API's
 * (`shared/error-codes.ts`).
 */
const questionNumber = (questionIndex: number) => `Question ${questionIndex + 1}`;

export const ANSWER_RECORDING_TEXTS = {
  refusals: {
    audioType: 'Only WebM or MP4 audio can be uploaded.',
    /** The upload named no question it answers, or named it in a way we cannot read. */
    metadata: 'The recording does not say which question it answers. Please reload the page.',
    /** A reviewer or share visitor asked for a recording that is not there (or not ready). */
    missing: 'This answer has no recording to play.',
    submitted: (questionIndex: number) =>
      `Your recorded answer to ${questionNumber(questionIndex).toLowerCase()} is already submitted.`,
  },
  /** Submit: the answer is kept. */
  submitted: (questionIndex: number) =>
    `Your answer to ${questionNumber(questionIndex).toLowerCase()} is submitted.`,
  /** Why processing refused an audio answer, for reviewers. */
  processing: {
    noSound: 'The file has no sound that can be read.',
    unreadable: (container: string) => `The file is not ${container} audio that can be read.`,
    codec: (codec: string) => `The audio is encoded as ${codec}, which we do not accept.`,
    tooLong: (maxMinutes: number) =>
      `The recording is longer than ${maxMinutes} minutes, the most we accept.`,
  },
} as const;

/**
 * What reviewers read about a video whose processing waits for storage, and about processing a
 * failed one again (docs/product.md, the candidate page). The answers to processing again say
 * "recording": they are the same for the introduction and a video or audio answer.
 */
export const VIDEO_PROCESSING_TEXTS = {
  /** The video state, in the list and its filter. */
  waitingLabel: 'Waiting for storage',
  waitingTitle: 'Waiting for storage',
  reprocess: 'Try processing again',
  reprocessHint: 'The uploaded recording is kept, so it can be processed again.',
  /** The answer to processing again. */
  reprocessStarted: 'The recording is being processed again.',
  /** Refusals of processing again. */
  nothingToReprocess: 'This recording has not failed, so there is nothing to process again.',
  refusedForGood:
    'This recording was refused (it is not a file the role accepts), so processing it again would give the same answer.',
  uploadGone: 'The uploaded recording is no longer kept, so it cannot be processed again.',
} as const;

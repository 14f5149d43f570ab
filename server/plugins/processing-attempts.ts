import diagnostics_channel from 'node:diagnostics_channel';

/** One post-processing attempt of a recording: how it ended and how long it took. */
export interface ProcessingAttempt {
  /** `waiting_for_storage`: the store could not be used; the recording waits, no attempt spent. */
  outcome: 'processed' | 'refused' | 'failed' | 'waiting_for_storage';
  seconds: number;
}

/**
 * Where each processing attempt is announced, by whichever processor ran it (in-process or the
 * shared queue); the metrics listen. Publishing costs nothing while nobody listens.
 */
export const processingAttempts = diagnostics_channel.channel('prescreen:recording-processing');

export function announceAttempt(attempt: ProcessingAttempt): void {
  if (processingAttempts.hasSubscribers) processingAttempts.publish(attempt);
}

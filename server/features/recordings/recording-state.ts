import type { RecordingRow } from './recordings.repository';

/** What reviewers are told of a recording: none, on its way, waiting for storage, ready, failed. */
export type RecordingState = 'none' | 'uploading' | 'waiting' | 'ready' | 'failed';

/**
 * The state of a candidate's video introduction or of their submitted answer to a question, by
 * one rule (the list's SQL says the same of the introduction): uploading and uploaded are both
 * still on their way, unless processing waits for storage.
 */
export function recordingStateOf(
  recording: Pick<RecordingRow, 'status' | 'waitingForStorageSince'> | null | undefined,
): RecordingState {
  switch (recording?.status) {
    case 'processed':
      return 'ready';
    case 'failed':
      return 'failed';
    case 'uploaded':
      return recording.waitingForStorageSince ? 'waiting' : 'uploading';
    case 'uploading':
      return 'uploading';
    default:
      return 'none';
  }
}

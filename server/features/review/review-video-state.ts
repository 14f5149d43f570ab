import type { VideoState } from '../../../shared/review.schema';
import type { RecordingRow } from './review-detail.repository';

/**
 * The same rule as the list's SQL: uploading and uploaded are both still on their way; with no
 * recording, a role version that asks for no video makes it not required rather than missing.
 */
export function videoStateOf(recording: RecordingRow | null, videoAsked: boolean): VideoState {
  if (!recording && !videoAsked) return 'not_required';
  switch (recording?.status) {
    case 'processed':
      return 'ready';
    case 'failed':
      return 'failed';
    case 'uploading':
    case 'uploaded':
      return 'uploading';
    default:
      return 'none';
  }
}

/** What reviewers are told of a failed video: the refusal's reason or the last attempt's error. */
export function videoFailureReasonOf(recording: RecordingRow | null): string | null {
  if (recording?.status !== 'failed') return null;
  return recording.processingError ?? null;
}

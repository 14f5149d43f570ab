import type { VideoState } from '../../../shared/review.schema';
import type { RecordingRow } from './review-detail.repository';

/** The same rule as the list's SQL: uploading and uploaded are both still on their way. */
export function videoStateOf(recording: RecordingRow | null): VideoState {
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

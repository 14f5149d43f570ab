import type { VideoState } from '../../../shared/review.schema';
import {
  VideoUnavailableReasonSchema,
  type VideoUnavailable,
} from '../../../shared/video-unavailable.schema';
import { recordingStateOf } from '../recordings/recording-state';
import type { RecordingRow } from './review-detail.repository';

/**
 * The same rule as the list's SQL: a candidate who said they cannot record one has none to show,
 * whatever an unsubmitted take left; with no recording, a role version that asks for no video makes
 * it not required rather than missing; otherwise the recording's state, as an answer's.
 */
export function videoStateOf(
  recording: RecordingRow | null,
  videoAsked: boolean,
  unavailable = false,
): VideoState {
  if (unavailable) return 'unavailable';
  if (!recording && !videoAsked) return 'not_required';
  return recordingStateOf(recording);
}

/**
 * A failed recording that processing did not refuse (its file is not at fault: ffmpeg, or the store
 * of an earlier release that gave up waiting) may be processed again; its upload is kept until a
 * recording is processed (the reprocess route checks that it still is).
 */
export function isReprocessable(recording: RecordingRow | null): boolean {
  return recording?.status === 'failed' && !recording.processingRefused;
}

/** What reviewers are told of a failed video: the refusal's reason or the last attempt's error. */
export function videoFailureReasonOf(recording: RecordingRow | null): string | null {
  if (recording?.status !== 'failed') return null;
  return recording.processingError ?? null;
}

/**
 * Why the candidate could not record a video, as they said it; null when they did not say so (or
 * the stored code is not one this version knows).
 */
export function videoUnavailableOf(candidate: {
  videoUnavailableReason: string | null;
  videoUnavailableNote: string | null;
}): VideoUnavailable | null {
  const reason = VideoUnavailableReasonSchema.safeParse(candidate.videoUnavailableReason);
  if (!reason.success) return null;
  return { reason: reason.data, note: candidate.videoUnavailableNote ?? '' };
}

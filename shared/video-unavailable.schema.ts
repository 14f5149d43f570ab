import { z } from 'zod';
import { withoutNul } from './safe-input';
import { VIDEO_UNAVAILABLE_TEXTS } from './video-unavailable-texts';

/**
 * A candidate who cannot record a video says why and finishes without one
 * (`POST /api/assessment/video-unavailable`, docs/architecture.md); reviewers see the reason.
 */

/** Why, as a short code (`candidates.video_unavailable_reason`, at most 32 characters). */
export const VideoUnavailableReasonSchema = z.enum(['no_camera', 'camera_not_working', 'other'], {
  error: VIDEO_UNAVAILABLE_TEXTS.refusals.reason,
});
export type VideoUnavailableReason = z.infer<typeof VideoUnavailableReasonSchema>;

export const VIDEO_UNAVAILABLE_NOTE_MAX = 1000;

/** The candidate's own words: optional, except for "another reason". */
export const VideoUnavailableNoteSchema = withoutNul(
  z
    .string({ error: VIDEO_UNAVAILABLE_TEXTS.refusals.noteType })
    .trim()
    .max(VIDEO_UNAVAILABLE_NOTE_MAX, VIDEO_UNAVAILABLE_TEXTS.refusals.noteTooLong),
);

/** `POST /api/assessment/video-unavailable`, and the candidate's form. */
export const VideoUnavailableRequestSchema = z
  .object(
    { reason: VideoUnavailableReasonSchema, note: VideoUnavailableNoteSchema.default('') },
    { error: 'The request body must be a JSON object.' },
  )
  .refine((value) => value.reason !== 'other' || value.note.length > 0, {
    error: VIDEO_UNAVAILABLE_TEXTS.refusals.noteNeeded,
    path: ['note'],
  });
export type VideoUnavailableRequest = z.input<typeof VideoUnavailableRequestSchema>;

/** The assessment is complete without a video, answered as a role without video completes. */
export {
  CompleteAssessmentResponseSchema as VideoUnavailableResponseSchema,
  type CompleteAssessmentResponse as VideoUnavailableResponse,
} from './assessment.schema';

/** What reviewers see of it: the reason and the candidate's note ('' when none; plain text). */
export const VideoUnavailableSchema = z.object({
  reason: VideoUnavailableReasonSchema,
  note: z.string(),
});
export type VideoUnavailable = z.infer<typeof VideoUnavailableSchema>;

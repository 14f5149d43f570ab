import { z } from 'zod';
import { ROLE_LIMITS } from './roles.schema';
import { withoutNul } from './safe-input';

/**
 * The longest recording any role allows; each role's own limit (`settings.video.maxSeconds`) is
 * where its recorder stops by itself, with a notice (docs/product.md#takes-and-video-length).
 */
const MAX_RECORDING_MS = ROLE_LIMITS.videoSeconds.max * 1000;

/** `POST /api/assessment/video`: Submit Recording. */
export const SubmitRecordingRequestSchema = z.object(
  {
    uploadId: z
      .string({ error: 'The recording id is missing.' })
      .regex(/^[a-f0-9]{32}$/, 'The recording id is not valid.'),
    recordedMs: z
      .number()
      .int()
      .min(0)
      .max(MAX_RECORDING_MS + 60_000),
    endToCompleteMs: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600 * 1000),
  },
  { error: 'The request body must be a JSON object.' },
);
export type SubmitRecordingRequest = z.infer<typeof SubmitRecordingRequestSchema>;

/** The answer to Submit Recording: the assessment is complete. */
export const SubmitRecordingResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  progress: z.object({
    step: z.literal('complete'),
    videoCompleted: z.literal(true),
    completedAt: z.string(),
    overTime: z.boolean(),
  }),
});
export type SubmitRecordingResponse = z.infer<typeof SubmitRecordingResponseSchema>;

/** `POST /feedback`: no validation on rating or text beyond what the database holds. */
export const FeedbackRequestSchema = z.object(
  {
    unique: withoutNul(
      z
        .string({ error: 'Your session is no longer valid.' })
        .min(1, 'Your session is no longer valid.')
        .max(128),
      'Your session is no longer valid.',
    ),
    feedback: withoutNul(z.string().max(5000, 'The feedback is at most 5,000 characters.'))
      .optional()
      .default(''),
    rating: z
      .number({ error: 'The rating must be a number from 1 to 5.' })
      .int('The rating must be a number from 1 to 5.')
      .min(0, 'The rating must be a number from 1 to 5.')
      .max(5, 'The rating must be a number from 1 to 5.')
      .nullable()
      .optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type FeedbackRequest = z.input<typeof FeedbackRequestSchema>;

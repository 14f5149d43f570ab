import { z } from 'zod';

const UploadIdSchema = z
  .string({ error: 'The recording id is missing.' })
  .regex(/^[a-f0-9]{32}$/, 'The recording id is not valid.');

/** A take cut short mid-way whose bytes the server holds: what was saved of it. */
export const InterruptedRecordingSchema = z.object({
  uploadId: z.string(),
  /** The bytes the server holds: the same number twice a few seconds apart means nothing sends. */
  savedBytes: z.number().int(),
  /** The length of those bytes as the server measured them; null when it could not. */
  savedMs: z.number().int().nullable(),
});
export type InterruptedRecording = z.infer<typeof InterruptedRecordingSchema>;

/** `GET /api/assessment/video/interrupted`. */
export const InterruptedRecordingResponseSchema = z.object({
  result: z.literal(true),
  recording: InterruptedRecordingSchema.nullable(),
});
export type InterruptedRecordingResponse = z.infer<typeof InterruptedRecordingResponseSchema>;

/**
 * `POST /api/assessment/video/interrupted`: Submit the saved part. `savedBytes` is what the page
 * saw held, unchanged for a few seconds: an upload that grew since is still being recorded.
 */
export const SubmitInterruptedRequestSchema = z.object(
  {
    uploadId: UploadIdSchema,
    savedBytes: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  },
  { error: 'The request body must be a JSON object.' },
);
export type SubmitInterruptedRequest = z.infer<typeof SubmitInterruptedRequestSchema>;

import { z } from 'zod';

/**
 * A video or audio answer to a question, recorded with the recorder (docs/recordings.md#recorded-answers):
 * the candidate's Submit, and what reviewers see of it.
 */

/** `POST /api/assessment/answers/:questionId/recording`: the finished upload that answers it. */
export const SubmitAnswerRecordingRequestSchema = z.object(
  {
    uploadId: z
      .string({ error: 'The recording id is missing.' })
      .regex(/^[a-f0-9]{32}$/, 'The recording id is not valid.'),
  },
  { error: 'The request body must be a JSON object.' },
);

export const SubmitAnswerRecordingResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  recording: z.object({
    questionId: z.number().int(),
    /** Its length as the server measured it; null until processing has. */
    durationMs: z.number().int().nullable(),
  }),
});
export type SubmitAnswerRecordingResponse = z.infer<typeof SubmitAnswerRecordingResponseSchema>;

/**
 * A video or audio answer as the review detail gives it, one per such question: its state as the
 * introduction's (none submitted, on its way, waiting for storage, ready, failed) and its length.
 */
export const ReviewAnswerMediaSchema = z.object({
  questionIndex: z.number().int(),
  media: z.enum(['video', 'audio']),
  state: z.enum(['none', 'uploading', 'waiting', 'ready', 'failed']),
  durationMs: z.number().int().nullable(),
  /** Why processing failed or refused it, when the state is failed. */
  failureReason: z.string().nullable(),
  /**
   * A failed recording whose upload is kept and that processing did not refuse, and the asking
   * member may review: they may have it processed again
   * (`POST /api/admin/candidates/:id/answers/:questionIndex/recording/reprocess`), as the
   * introduction's `video.reprocessable`.
   */
  reprocessable: z.boolean(),
  /** The take was cut short (a reload, a closed tab, a lost camera): its saved part was submitted. */
  interrupted: z.boolean(),
});
export type ReviewAnswerMedia = z.infer<typeof ReviewAnswerMediaSchema>;

/**
 * The same on a share link, without `reprocessable` (a visitor cannot have anything processed)
 * and without `interrupted`, as the share's introduction goes without it.
 */
export const SharedAnswerMediaSchema = ReviewAnswerMediaSchema.omit({
  reprocessable: true,
  interrupted: true,
});
export type SharedAnswerMedia = z.infer<typeof SharedAnswerMediaSchema>;

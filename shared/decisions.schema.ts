import { z } from 'zod';
import { ReviewNotesSchema } from './review.schema';

/**
 * The decision's versions, the candidate's activity stamp and the decision history: responses of
 * `/api/admin/candidates/:id/activity` and `/history` (`docs/team.md`).
 */

/**
 * What changes when anyone acts on a candidate's review: a page polls it and refetches the
 * candidate (and its comments) only when it differs from what it last saw.
 */
export const CandidateActivitySchema = z.object({
  reviewVersion: z.number().int(),
  commentCount: z.number().int(),
  /** The newest comment's id, and when any comment was last written or edited. */
  lastCommentId: z.number().int().nullable(),
  lastCommentAt: z.string().nullable(),
  scoreCount: z.number().int(),
  lastScoreAt: z.string().nullable(),
});
export type CandidateActivity = z.infer<typeof CandidateActivitySchema>;

export const CandidateActivityResponseSchema = z.object({
  result: z.literal(true),
  data: CandidateActivitySchema,
});

/** One change of a decision: who, what, when. `value` null: a cleared score. */
export const DecisionChangeSchema = z.object({
  id: z.number().int(),
  field: z.string(),
  value: z.string().nullable(),
  actor: z.string(),
  memberId: z.uuid().nullable(),
  at: z.string(),
});
export type DecisionChange = z.infer<typeof DecisionChangeSchema>;

export const DecisionHistoryResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({ items: z.array(DecisionChangeSchema) }),
});
export type DecisionHistory = z.infer<typeof DecisionHistoryResponseSchema>['data'];

/** The notes field of the decision card. */
export const DecisionNotesFormSchema = z.object({ notes: ReviewNotesSchema });

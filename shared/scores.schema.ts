import { z } from 'zod';
import { LIMIT_NOTES } from './limits';
import { NextCursorSchema } from './paging.schema';
import { withoutNul } from './safe-input';
import { SCORES_TEXTS } from './scores-texts';

/**
 * Each member's own score of a candidate and the team's comment thread (`docs/team.md`):
 * requests and responses, for the Fastify routes and the browser alike. It imports nothing of
 * `review.schema.ts`, which reads the candidate's scores from here.
 */

const BODY_OBJECT = { error: 'The request body must be a JSON object.' };

export const MemberScoreSchema = z
  .number({ error: SCORES_TEXTS.scoreRange })
  .int(SCORES_TEXTS.scoreRange)
  .min(1, SCORES_TEXTS.scoreRange)
  .max(5, SCORES_TEXTS.scoreRange);

/** At most 100 questions a role may ask; null where the member gives that question none. */
export const QuestionScoresSchema = z
  .array(MemberScoreSchema.nullable(), { error: SCORES_TEXTS.questionScores })
  .max(100, SCORES_TEXTS.questionScores);

/** `PUT /api/admin/candidates/:id/scores/me`: the member's own score, replacing theirs. */
export const PutScoreRequestSchema = z.object(
  { score: MemberScoreSchema, questionScores: QuestionScoresSchema.optional() },
  BODY_OBJECT,
);
export type PutScoreRequest = z.infer<typeof PutScoreRequestSchema>;

export const MemberScoreEntrySchema = z.object({
  memberId: z.uuid(),
  name: z.string(),
  score: z.number().int(),
  questionScores: z.array(z.number().int().nullable()),
  updatedAt: z.string(),
});

/** The team's scores of one candidate: average of everyone's, how many, the asker's own. */
export const CandidateScoresSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  mine: MemberScoreEntrySchema.nullable(),
  byMember: z.array(MemberScoreEntrySchema),
});
export type CandidateScores = z.infer<typeof CandidateScoresSchema>;

export const CandidateScoresResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: CandidateScoresSchema,
});

// ---------------------------------------------------------------------------------------------
// Comments

export const COMMENT_MAX_LENGTH = 5000;

const MentionsSchema = z
  .array(z.uuid({ error: SCORES_TEXTS.mentionUnknown }), { error: SCORES_TEXTS.mentionUnknown })
  .max(20, SCORES_TEXTS.mentionsTooMany);

const CommentBodySchema = withoutNul(
  z
    .string({ error: SCORES_TEXTS.commentEmpty })
    .trim()
    .min(1, SCORES_TEXTS.commentEmpty)
    .max(COMMENT_MAX_LENGTH, SCORES_TEXTS.commentTooLong),
);

export const CreateCommentRequestSchema = z
  .object({ body: CommentBodySchema, mentions: MentionsSchema.default([]) }, BODY_OBJECT)
  .describe(LIMIT_NOTES.comments);
export type CreateCommentRequest = z.input<typeof CreateCommentRequestSchema>;

export const EditCommentRequestSchema = z.object(
  {
    body: CommentBodySchema,
    mentions: MentionsSchema.default([]),
    baseVersion: z
      .number({ error: SCORES_TEXTS.baseVersion })
      .int(SCORES_TEXTS.baseVersion)
      .min(1, SCORES_TEXTS.baseVersion)
      .max(2_147_483_647, SCORES_TEXTS.baseVersion),
  },
  BODY_OBJECT,
);
export type EditCommentRequest = z.input<typeof EditCommentRequestSchema>;

export const CommentIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: SCORES_TEXTS.commentId })
    .int(SCORES_TEXTS.commentId)
    .min(1, SCORES_TEXTS.commentId)
    .max(2_147_483_647, SCORES_TEXTS.commentId),
});

export const CommentSchema = z.object({
  id: z.number().int(),
  author: z.object({ id: z.uuid(), name: z.string() }),
  body: z.string(),
  mentions: z.array(z.object({ id: z.uuid(), name: z.string() })),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  version: z.number().int(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** A page of a candidate's thread, oldest first (`?cursor=&limit=`, shared/paging.schema.ts). */
export const CommentListResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.array(CommentSchema),
  nextCursor: NextCursorSchema,
});

export const CommentResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: CommentSchema,
});

/** `GET /api/admin/team/directory`: the active members, whom a comment may mention. */
export const MemberDirectoryResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type DirectoryMember = z.infer<typeof MemberDirectoryResponseSchema>['data'][number];

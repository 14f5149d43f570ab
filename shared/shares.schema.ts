import { z } from 'zod';
import { ReviewAnswerFileSchema } from './answer-files.schema';
import { SharedAnswerMediaSchema } from './answer-recording.schema';
import { LIMIT_NOTES } from './limits';
import { NextCursorSchema } from './paging.schema';
import { withoutNul } from './safe-input';
import { CandidateListQuerySchema, VideoStateSchema } from './review.schema';
import { SHARE_TEXTS } from './share-texts';

/**
 * A shortlist share shows the candidates the list showed with these filters; not "to be deleted",
 * a filter that moves with the clock (docs/privacy.md).
 */
export const ShareFilterSchema = CandidateListQuerySchema.omit({
  page: true,
  pageSize: true,
  deletion: true,
});
export type ShareFilter = z.infer<typeof ShareFilterSchema>;

export const SHARE_MIN_DAYS = 1;
export const SHARE_MAX_DAYS = 30;
/** A shortlist share shows at most this many candidates, in the list's order. */
export const SHARE_MAX_CANDIDATES = 100;
export const SHARE_LABEL_MAX = 120;
export const SHARE_COMMENT_MAX = 5000;

const label = (what: string) =>
  withoutNul(
    z
      .string({ error: `The ${what} must be text.` })
      .trim()
      .min(1, `Give the ${what}.`)
      .max(SHARE_LABEL_MAX, `The ${what} is at most ${SHARE_LABEL_MAX} characters.`),
  );

/** What the share dialog asks: a label, how long the link works, and whether visitors may reply. */
export const ShareFormSchema = z.object({
  label: label('label'),
  days: z
    .number({ error: 'The number of days must be a number.' })
    .int('The number of days must be a whole number.')
    .min(SHARE_MIN_DAYS, `A share link lasts ${SHARE_MIN_DAYS} to ${SHARE_MAX_DAYS} days.`)
    .max(SHARE_MAX_DAYS, `A share link lasts ${SHARE_MIN_DAYS} to ${SHARE_MAX_DAYS} days.`),
  allowFeedback: z.boolean({ error: 'Say whether visitors may leave feedback.' }),
});
export type ShareForm = z.infer<typeof ShareFormSchema>;

/** `POST /api/admin/shares`: one candidate or the shortlist a filter chooses, for 1-30 days. */
export const CreateShareRequestSchema = ShareFormSchema.extend({
  candidateId: z.uuid({ error: SHARE_TEXTS.candidateMissing }).optional(),
  filter: ShareFilterSchema.optional(),
})
  .refine((body) => (body.candidateId === undefined) !== (body.filter === undefined), {
    error: SHARE_TEXTS.oneTarget,
  })
  .describe(LIMIT_NOTES.shares);

export const ShareStateSchema = z.enum(['active', 'expired', 'revoked']);
export type ShareState = z.infer<typeof ShareStateSchema>;

/** A share link as the team sees it in `/admin/shares`. */
export const ShareSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  /** The one candidate shared, or null for a shortlist. */
  candidate: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** A shortlist's filters as the candidate list's URL search (`status=shortlisted&q=ada`). */
  filter: z.string().nullable(),
  allowFeedback: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: ShareStateSchema,
  visits: z.number().int(),
  lastVisitAt: z.string().nullable(),
  feedbackCount: z.number().int(),
});
export type Share = z.infer<typeof ShareSchema>;

export const ShareIdParamsSchema = z.object({
  id: z.uuid({ error: SHARE_TEXTS.missing }),
});

export const ShareCreatedResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  /** The link, shown once: only the token's SHA-256 is kept. */
  data: z.object({ link: z.string(), share: ShareSchema }),
});

/** A page of the shares, newest first (`?cursor=&limit=`, shared/paging.schema.ts). */
export const ShareListResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({ items: z.array(ShareSchema), nextCursor: NextCursorSchema }),
});

export const ShareRevokedResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: ShareSchema,
});

// ---------------------------------------------------------------------------------------------
// What a share link's visitor gets: no secret, email, device, team notes, scores or member data.

/** 43 characters of base64url: 256 random bits. */
export const ShareTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, SHARE_TEXTS.unknown),
});
export const ShareCandidateParamsSchema = ShareTokenParamsSchema.extend({
  id: z.uuid({ error: SHARE_TEXTS.notInShare }),
});

export const SharedCandidateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.object({ title: z.string(), company: z.string() }),
  /** The questions as the candidate was asked them; answers as sanitised HTML. */
  answers: z.array(
    z.object({
      questionIndex: z.number().int(),
      question: z.string(),
      html: z.string().nullable(),
      /**
       * A choice question's options and the candidate's chosen ones (indexes); null for other
       * questions. The team's preferred options stay with the team.
       */
      choice: z
        .object({
          options: z.array(z.string()),
          multiple: z.boolean(),
          chosen: z.array(z.number().int()),
        })
        .nullable(),
      /** The candidate skipped this optional question. */
      skipped: z.boolean(),
    }),
  ),
  answered: z.number().int(),
  /** The candidate's file answers, each downloaded through the share's own address. */
  files: z.array(ReviewAnswerFileSchema),
  /**
   * One per video or audio question: played through the share's own address
   * (`/api/shares/:token/candidates/:id/answers/:questionIndex/recording`, and `/poster`).
   */
  media: z.array(SharedAnswerMediaSchema),
  timing: z.object({
    startedAt: z.string(),
    completedAt: z.string().nullable(),
    usedMs: z.number().int(),
    allowedMs: z.number().int().nullable(),
    overTime: z.boolean(),
  }),
  video: z.object({
    state: VideoStateSchema,
    url: z.string().nullable(),
    posterUrl: z.string().nullable(),
    durationMs: z.number().int().nullable(),
  }),
});
export type SharedCandidate = z.infer<typeof SharedCandidateSchema>;

export const PublicShareResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({
    label: z.string(),
    expiresAt: z.string(),
    allowFeedback: z.boolean(),
    candidates: z.array(SharedCandidateSchema),
  }),
});
export type PublicShare = z.infer<typeof PublicShareResponseSchema>['data'];

/** `POST /api/shares/:token/feedback`: a score, a comment or both, under a typed name. */
export const ShareFeedbackRequestSchema = z
  .object({
    candidateId: z.uuid({ error: SHARE_TEXTS.notInShare }),
    name: label('name'),
    score: z
      .number({ error: 'The score must be a number from 1 to 5.' })
      .int('The score must be a whole number from 1 to 5.')
      .min(1, 'The score must be from 1 to 5.')
      .max(5, 'The score must be from 1 to 5.')
      .nullable()
      .optional(),
    comment: withoutNul(
      z
        .string({ error: 'The comment must be text.' })
        .trim()
        .max(SHARE_COMMENT_MAX, `The comment is at most ${SHARE_COMMENT_MAX} characters.`),
    ).default(''),
  })
  .refine((body) => (body.score ?? null) !== null || body.comment !== '', {
    error: SHARE_TEXTS.feedbackEmpty,
  })
  .describe(LIMIT_NOTES.feedbackPerShare);
export type ShareFeedbackRequest = z.input<typeof ShareFeedbackRequestSchema>;

/** What share visitors said about one candidate, for the team's candidate page. */
export const GuestFeedbackSchema = z.object({
  id: z.number().int(),
  visitorName: z.string(),
  score: z.number().int().nullable(),
  comment: z.string(),
  createdAt: z.string(),
  shareLabel: z.string(),
});
export type GuestFeedback = z.infer<typeof GuestFeedbackSchema>;

export const GuestFeedbackResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({ items: z.array(GuestFeedbackSchema) }),
});

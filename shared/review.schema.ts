import { MemberSchema } from './team.schema';
import { z } from 'zod';
import { ReviewAnswerFileSchema } from './answer-files.schema';
import { ReviewAnswerMediaSchema } from './answer-recording.schema';
import { QuestionFormSchema } from './question-forms.schema';
import { withoutNul } from './safe-input';
import { IntegrityEventKindSchema } from './assessment.schema';
import { PartialDeviceInfoSchema } from './registration.schema';
import { ROLE_ID_PATTERN } from './constants';
import { ExtraTimeSchema } from './invites.schema';
import { InviteDeliverySchema } from './inviting.schema';
import { CandidateScoresSchema } from './scores.schema';
import { CandidatePrivacySchema } from './privacy.schema';
import { DECISION_TEXTS } from './decision-texts';
import { VideoUnavailableSchema } from './video-unavailable.schema';

/**
 * The hiring team's review workspace: requests and responses of `/api/admin/...`,
 * used by the Fastify routes (through fastify-type-provider-zod) and by the browser alike.
 */

export const BODY_OBJECT = { error: 'The request body must be a JSON object.' };

export const ReviewStatusSchema = z.enum(['new', 'shortlisted', 'on_hold', 'rejected'], {
  error: 'The status must be new, shortlisted, on_hold or rejected.',
});
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  on_hold: 'On hold',
  rejected: 'Rejected',
};

/**
 * The candidate's video: none yet, on its way (uploading or being processed), waiting for storage
 * (uploaded and safe, processed once the recording store answers again), ready, failed, not
 * required (their invite's role version asks for no video, so nothing is missing), or unavailable
 * (the candidate could not record one and said why: `CandidateDetail.videoUnavailable`).
 */
export const VideoStateSchema = z.enum(
  ['none', 'uploading', 'waiting', 'ready', 'failed', 'not_required', 'unavailable'],
  {
    error:
      'The video state must be none, uploading, waiting, ready, failed, not_required or unavailable.',
  },
);
export type VideoState = z.infer<typeof VideoStateSchema>;

export const CandidateIdParamsSchema = z.object({
  id: z.uuid({ error: 'There is no such candidate.' }),
});

// ---------------------------------------------------------------------------------------------
// Signing in

/** `POST /api/admin/session`: exchanges the passkey for an httpOnly session cookie. */
export const SignInRequestSchema = z.object(
  {
    passkey: withoutNul(
      z
        .string({ error: 'Please enter the admin passkey.' })
        .trim()
        .min(1, 'Please enter the admin passkey.')
        .max(200, 'The admin passkey is not correct.'),
      'The admin passkey is not correct.',
    ),
  },
  BODY_OBJECT,
);
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** `GET /api/admin/session` and the answer to signing in. */
export const AdminSessionResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.object({ actor: z.string(), member: MemberSchema, expiresAt: z.string() }),
});
export type AdminSession = z.infer<typeof AdminSessionResponseSchema>['data'];

/**
 * `GET /api/admin/session`: who is signed in, or `data: null`. Not being signed in is an answer,
 * not an error, so the workspace's first look does not put a 401 in the browser's console.
 */
export const AdminSessionStateResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: AdminSessionResponseSchema.shape.data.nullable(),
});

// ---------------------------------------------------------------------------------------------
// The candidates list

export const CANDIDATE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CandidateSortSchema = z.enum(['registered', 'completed', 'score']);

const PAGE_TEXT = 'The page must be a whole number from 1.';
const PAGE_SIZE_TEXT = 'The page size must be 10, 25, 50 or 100.';
/** Paging of every workspace list, from the query string. */
export const PageSchema = z.coerce
  .number({ error: PAGE_TEXT })
  .int(PAGE_TEXT)
  .min(1, PAGE_TEXT)
  .max(100_000, PAGE_TEXT)
  .default(1);
export const PageSizeSchema = z.coerce
  .number({ error: PAGE_SIZE_TEXT })
  .int(PAGE_SIZE_TEXT)
  .refine((value) => (CANDIDATE_PAGE_SIZES as readonly number[]).includes(value), {
    error: PAGE_SIZE_TEXT,
  })
  .default(25);

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * `GET /api/admin/candidates` query, also the browser's URL search params (filters live in the
 * URL). Every field is optional; an empty string is the same as absent.
 */
export const CandidateListQuerySchema = z.object({
  role: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().regex(ROLE_ID_PATTERN, 'The role filter must be a 3-character role id.').optional(),
  ),
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    ReviewStatusSchema.optional(),
  ),
  video: z.preprocess((value) => (value === '' ? undefined : value), VideoStateSchema.optional()),
  overTime: z.preprocess((value) => (value === '' ? undefined : value), booleanFlag.optional()),
  /** "Did not match": candidates who chose an option outside a question's preferred ones (or not). */
  unmatched: z.preprocess((value) => (value === '' ? undefined : value), booleanFlag.optional()),
  /** Only candidates the asking member has not scored yet. */
  notScoredByMe: z.preprocess(
    (value) => (value === '' ? undefined : value),
    booleanFlag.optional(),
  ),
  /** `due`: only candidates the retention job deletes within 7 days (docs/privacy.md). */
  deletion: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['due'], { error: 'The deletion filter must be due.' }).optional(),
  ),
  /** Part of the name or email, case-insensitive. */
  q: withoutNul(
    z.string().trim().max(200, 'The search text is at most 200 characters.'),
  ).optional(),
  sort: CandidateSortSchema.default('registered'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type CandidateListQuery = z.infer<typeof CandidateListQuerySchema>;
/** The filters alone (no paging), e.g. for the CSV export and Previous / Next. */
export type CandidateFilters = Omit<CandidateListQuery, 'page' | 'pageSize'>;

const RoleSummarySchema = z.object({ id: z.string(), title: z.string(), company: z.string() });

/** The list's one-line integrity summary: pastes, and time away from the tab over how many times. */
export const IntegritySummarySchema = z.object({
  pastes: z.number().int(),
  awayCount: z.number().int(),
  awayMs: z.number().int(),
});
export type IntegritySummary = z.infer<typeof IntegritySummarySchema>;

export const CandidateListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: RoleSummarySchema,
  registeredAt: z.string(),
  completedAt: z.string().nullable(),
  answered: z.number().int(),
  questionCount: z.number().int(),
  video: VideoStateSchema,
  overTime: z.boolean(),
  integrity: IntegritySummarySchema,
  /** The candidate's own star rating of the assessment, 1-5, or null. */
  candidateRating: z.number().int().nullable(),
  /** The team's scores: their average (null when nobody scored), how many, the asker's own. */
  averageScore: z.number().nullable(),
  scoreCount: z.number().int(),
  myScore: z.number().int().nullable(),
  status: ReviewStatusSchema,
});
export type CandidateListItem = z.infer<typeof CandidateListItemSchema>;

export const CandidateListResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({
    items: z.array(CandidateListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type CandidateListPage = z.infer<typeof CandidateListResponseSchema>['data'];

// ---------------------------------------------------------------------------------------------
// One candidate

/** The team's one decision on a candidate; each member's own score is in `scores`. */
export const ReviewSchema = z.object({
  notes: z.string(),
  status: ReviewStatusSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** Bumped by every change of status or notes; a change sends the version it was based on. */
  version: z.number().int(),
});
export type Review = z.infer<typeof ReviewSchema>;

/**
 * What the timeline shows: the stored kinds, and those read from them (`docs/integrity.md`): a
 * `page_left` with the `page_opened` after it is one `reloaded`; a registration after the first is
 * `device_added` (its detail names the browser and system).
 */
export const TimelineEventKindSchema = z.enum([
  ...IntegrityEventKindSchema.options,
  'reloaded',
  'device_added',
]);

export const TimelineEventSchema = z.object({
  kind: TimelineEventKindSchema,
  occurredAt: z.string(),
  /** What the browser said (e.g. "412 characters", "Ctrl+U"), or the device of `device_added`. */
  detail: z.string().nullable(),
  /**
   * For `tab_hidden`: how long until the candidate came back (to the tab, or by opening the page
   * again), when they did; for `reloaded`: from leaving the page to having it open again.
   */
  durationMs: z.number().int().nullable(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

/** One computer the candidate used: its details, its registration and its last request. */
export const DeviceSeenSchema = z.object({
  device: z.nullable(PartialDeviceInfoSchema),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type DeviceSeen = z.infer<typeof DeviceSeenSchema>;

export const CandidateDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  social: z.string(),
  experience: z.string().nullable(),
  // No gender: reviewers never see it (docs/privacy.md#gender); only the candidate's own copy
  // of their data holds it.
  inviteCode: z.string(),
  inviteLabel: z.string().nullable(),
  /** When the team withdrew the candidate's invite (they were stopped then), or null. */
  inviteRevokedAt: z.string().nullable(),
  role: RoleSummarySchema,
  /** The accommodation of the candidate's invite, already counted in `timing.allowedMs`. */
  extraTime: ExtraTimeSchema.nullable(),
  /** The questions as this candidate was asked them, each with their answer (sanitised HTML). */
  answers: z.array(
    z.object({
      questionIndex: z.number().int(),
      question: z.string(),
      /** How the question is answered, with the team's preferred options of a choice. */
      form: QuestionFormSchema,
      /** A written answer; null for none, and '' for an answer of another kind. */
      html: z.string().nullable(),
      /** A choice question's chosen options (indexes into `form.answer.options`); null otherwise. */
      choices: z.array(z.number().int()).nullable(),
      /** An option outside the preferred ones was chosen: "Did not match" (never a rejection). */
      unmatched: z.boolean(),
      /** The candidate skipped this optional question. */
      skipped: z.boolean(),
      savedAt: z.string().nullable(),
    }),
  ),
  /** How many of them have an answer with text, as the list's Answers column counts them. */
  answered: z.number().int(),
  /** The files the candidate gave as answers (file questions), in question order. */
  files: z.array(ReviewAnswerFileSchema),
  /**
   * One per video or audio question, in question order: the submitted recording's state and length
   * (`/api/admin/candidates/:id/answers/:questionIndex/recording`, and `/poster` for a video).
   */
  media: z.array(ReviewAnswerMediaSchema),
  video: z.object({
    state: VideoStateSchema,
    /** Where a signed-in reviewer's browser fetches the bytes (Range supported) and the poster. */
    url: z.string().nullable(),
    posterUrl: z.string().nullable(),
    durationMs: z.number().int().nullable(),
    sizeBytes: z.number().int().nullable(),
    mimeType: z.string().nullable(),
    submittedAt: z.string().nullable(),
    /** Why processing failed or refused it, when the state is failed. */
    failureReason: z.string().nullable(),
    /**
     * A failed video whose upload is kept and that processing did not refuse: a reviewer may have
     * it processed again (`POST /api/admin/candidates/:id/recording/reprocess`).
     */
    reprocessable: z.boolean(),
    /** The take was cut short (a reload, a closed tab, a lost camera): its saved part was submitted. */
    interrupted: z.boolean(),
  }),
  /** Why the candidate could not record a video, in their words (state `unavailable`), or null. */
  videoUnavailable: VideoUnavailableSchema.nullable(),
  timing: z.object({
    registeredAt: z.string(),
    startedAt: z.string(),
    completedAt: z.string().nullable(),
    /** From start to completion (or to the last thing saved when not complete). */
    usedMs: z.number().int(),
    /** The role version's limit plus the extra time; null when the role has no time limit. */
    allowedMs: z.number().int().nullable(),
    overTime: z.boolean(),
  }),
  /** The device details of the first registration. */
  device: z.nullable(PartialDeviceInfoSchema),
  /** Each computer (browser) the candidate registered from, oldest first, with when it was used. */
  devices: z.array(DeviceSeenSchema),
  events: z.array(TimelineEventSchema),
  /**
   * The candidate's feedback on the process; null when they never sent the form. A form sent empty
   * is here with a null rating and '' text, so reviewers can tell it from one never sent.
   */
  feedback: z
    .object({ rating: z.number().int().nullable(), text: z.string(), sentAt: z.string() })
    .nullable(),
  review: ReviewSchema,
  scores: CandidateScoresSchema,
  /**
   * Their hold, erasure request and deletion date (docs/privacy.md). Optional until the detail
   * route sends it; the page then shows nothing of it.
   */
  privacy: CandidatePrivacySchema.optional(),
});
export type CandidateDetail = z.infer<typeof CandidateDetailSchema>;

export const CandidateDetailResponseSchema = z.object({
  result: z.literal(true),
  data: CandidateDetailSchema,
});

/** `GET /api/admin/candidates/:id/neighbours?<filters>`: Previous / Next in the filtered list. */
export const CandidateNeighboursResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({
    previousId: z.uuid().nullable(),
    nextId: z.uuid().nullable(),
    /**
     * 1-based place of this candidate in the filtered list; null when the filters exclude them,
     * or when they stand more than 500 from both ends of a longer list (not counted that far).
     */
    position: z.number().int().nullable(),
    total: z.number().int(),
  }),
});
export type CandidateNeighbours = z.infer<typeof CandidateNeighboursResponseSchema>['data'];

// ---------------------------------------------------------------------------------------------
// Deciding

/** The team's notes on a candidate. */
export const ReviewNotesSchema = withoutNul(
  z.string().max(10_000, 'The notes are at most 10,000 characters.'),
);

/**
 * `PATCH /api/admin/candidates/:id/review`: the status, the notes or both, with the version of the
 * review they were based on; an older version than the saved one is refused with 409.
 */
export const UpdateReviewRequestSchema = z
  .object(
    {
      notes: ReviewNotesSchema.optional(),
      status: ReviewStatusSchema.optional(),
      baseVersion: z
        .number({ error: DECISION_TEXTS.baseVersion })
        .int({ error: DECISION_TEXTS.baseVersion })
        .min(0, { error: DECISION_TEXTS.baseVersion }),
    },
    BODY_OBJECT,
  )
  .refine((value) => value.notes !== undefined || value.status !== undefined, {
    error: 'Send notes or a status to save.',
  });
export type UpdateReviewRequest = z.infer<typeof UpdateReviewRequestSchema>;

export const ReviewResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: ReviewSchema,
});

// ---------------------------------------------------------------------------------------------
// Invites

export const InviteStateSchema = z.enum(['live', 'used', 'expired', 'revoked'], {
  error: 'The state must be live, used, expired or revoked.',
});
export type InviteState = z.infer<typeof InviteStateSchema>;

export const InviteListQuerySchema = z.object({
  state: z.preprocess((value) => (value === '' ? undefined : value), InviteStateSchema.optional()),
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type InviteListQuery = z.infer<typeof InviteListQuerySchema>;

export const AdminInviteSchema = z.object({
  code: z.string(),
  url: z.string(),
  role: RoleSummarySchema,
  /** The role's version the invite asks (its snapshot). */
  roleVersion: z.number().int(),
  /** The candidate's accommodation (extra time), if any. */
  extraTime: ExtraTimeSchema.nullable(),
  label: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: InviteStateSchema,
  /** Whom it was made for (its mails go there); null for a link to copy. */
  email: z.string().nullable(),
  /** Its newest invite or reminder mail; null when none was queued. */
  delivery: InviteDeliverySchema.nullable(),
  /** Who used it; `completedAt` null while they are still answering (extra time may change). */
  candidate: z
    .object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      completedAt: z.string().nullable(),
    })
    .nullable(),
});
export type AdminInvite = z.infer<typeof AdminInviteSchema>;

export const InviteListResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({
    items: z.array(AdminInviteSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const InviteCodeParamsSchema = z.object({
  code: withoutNul(z.string().length(22, 'There is no such invite.'), 'There is no such invite.'),
});

/** `POST /api/admin/invites/:code/revoke`, `/extend` and `PATCH .../extra-time` answer the invite as it is now. */
export const InviteResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: AdminInviteSchema,
});

import { z } from 'zod';
import { withoutNul } from './safe-input';

/**
 * The team's privacy settings (Settings → Privacy, docs/privacy.md): how long candidates are kept
 * per review status, how soon a candidate's erasure request is carried out, and the notice shown
 * before registration and on "Your data".
 */

/** The review statuses a retention period is set for, in the order the settings show them. */
export const RETENTION_STATUSES = ['new', 'shortlisted', 'on_hold', 'rejected'] as const;
export type RetentionStatus = (typeof RETENTION_STATUSES)[number];

export const RETENTION_MIN_DAYS = 1;
/** Ten years: anything longer is "keep" (null). */
export const RETENTION_MAX_DAYS = 3650;
/** An erasure request is carried out within this many days at most (docs/privacy.md). */
export const ERASURE_MAX_DAYS = 30;
export const ERASURE_DEFAULT_DAYS = 30;
export const PRIVACY_NOTICE_MAX = 5000;
export const HOLD_REASON_MAX = 300;

/**
 * What a field of the settings or a hold says when refused: in the form beneath it, and in the
 * API's answer. The workspace's catalogues take them from here (workspace-privacy,
 * workspace-retention), so the form can say them in the page's language.
 */
export const PRIVACY_FIELD_TEXTS = {
  daysWhole: 'The days must be a whole number.',
  daysMin: `Keep candidates at least ${RETENTION_MIN_DAYS} day.`,
  daysMax: `At most ${RETENTION_MAX_DAYS} days; leave it empty to keep them.`,
  contactText: 'The contact address must be text.',
  contactTooLong: 'The contact address is at most 254 characters.',
  contactEmail: 'The contact address must be an email address.',
  delayWhole: 'The delay must be a whole number of days.',
  delayNegative: 'The delay cannot be negative.',
  delayMax: `Erasure is carried out within ${ERASURE_MAX_DAYS} days at most.`,
  nameTooLong: 'The name is at most 120 characters.',
  noticeTooLong: `The notice is at most ${PRIVACY_NOTICE_MAX} characters.`,
  holdReasonMissing: 'Give the reason for the hold.',
  holdReasonTooLong: `The reason is at most ${HOLD_REASON_MAX} characters.`,
} as const;
const TEXTS = PRIVACY_FIELD_TEXTS;

/** Days after the candidate's last activity, decision or invite expiry; null: kept until deleted. */
export const RetentionDaysSchema = z
  .number({ error: TEXTS.daysWhole })
  .int(TEXTS.daysWhole)
  .min(RETENTION_MIN_DAYS, TEXTS.daysMin)
  .max(RETENTION_MAX_DAYS, TEXTS.daysMax)
  .nullable();

/** Per review status: how many days a candidate of that status is kept (null: kept). */
export const RetentionPolicySchema = z.strictObject({
  new: RetentionDaysSchema,
  shortlisted: RetentionDaysSchema,
  on_hold: RetentionDaysSchema,
  rejected: RetentionDaysSchema,
});
export type RetentionPolicy = z.infer<typeof RetentionPolicySchema>;

const contactEmail = z
  .string({ error: TEXTS.contactText })
  .trim()
  .max(254, TEXTS.contactTooLong)
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: TEXTS.contactEmail,
  });

/** `PUT /api/admin/privacy` (owners and admins); `GET` answers it with the defaults filled in. */
export const PrivacySettingsSchema = z.strictObject({
  /** Null: retention is off (the default) and nobody is deleted by it. */
  retention: RetentionPolicySchema.nullable(),
  erasureDelayDays: z
    .number({ error: TEXTS.delayWhole })
    .int(TEXTS.delayWhole)
    .min(0, TEXTS.delayNegative)
    .max(ERASURE_MAX_DAYS, TEXTS.delayMax),
  /** The data controller's name; empty: the team's name. */
  controllerName: withoutNul(z.string().trim().max(120, TEXTS.nameTooLong)),
  /** Where candidates write about their data; empty: none is shown. */
  contactEmail,
  /** The team's own notice; null: the default text built from these settings. */
  notice: withoutNul(z.string().trim().max(PRIVACY_NOTICE_MAX, TEXTS.noticeTooLong)).nullable(),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  retention: null,
  erasureDelayDays: ERASURE_DEFAULT_DAYS,
  controllerName: '',
  contactEmail: '',
  notice: null,
};

/** `PUT /api/admin/candidates/:id/hold`: why the candidate is kept whatever the policy says. */
export const CandidateHoldSchema = z.strictObject({
  reason: withoutNul(
    z
      .string({ error: TEXTS.holdReasonMissing })
      .trim()
      .min(1, TEXTS.holdReasonMissing)
      .max(HOLD_REASON_MAX, TEXTS.holdReasonTooLong),
  ),
});

/** `PUT /api/admin/roles/:id/retention`: this role's own periods, or null for the team's. */
export const RoleRetentionSchema = z.strictObject({
  retention: RetentionPolicySchema.nullable(),
});

// ---------------------------------------------------------------------------------------------
// Answers (docs/privacy.md)

/** `GET`/`PUT /api/admin/privacy`: the settings, the default notice they give, the team's name. */
export const PrivacyStateSchema = z.object({
  settings: PrivacySettingsSchema,
  /** The notice built from these settings: what candidates read while `notice` is null. */
  defaultNotice: z.string(),
  /** The team's name (Settings → Mail): the data controller while `controllerName` is empty. */
  teamName: z.string(),
});
export type PrivacyState = z.infer<typeof PrivacyStateSchema>;

export const PrivacyResponseSchema = z.object({
  result: z.literal(true),
  status: z.string().optional(),
  data: PrivacyStateSchema,
});

/** Why a candidate is due for deletion. */
export const DeleteReasonSchema = z.enum(['retention', 'erasure']);

/** Who held a candidate from deletion, why and when. */
export const CandidateHoldStateSchema = z.object({
  reason: z.string(),
  /** The member's name. */
  by: z.string(),
  at: z.string(),
});
export type CandidateHoldState = z.infer<typeof CandidateHoldStateSchema>;

/** `PUT`/`DELETE /api/admin/candidates/:id/hold`. */
export const CandidateHoldResponseSchema = z.object({
  result: z.literal(true),
  status: z.string().optional(),
  data: z.object({ hold: CandidateHoldStateSchema.nullable() }),
});

/** A candidate's page: their hold, erasure request and when they are due to be deleted. */
export const CandidatePrivacySchema = z.object({
  hold: CandidateHoldStateSchema.nullable(),
  erasureRequestedAt: z.string().nullable(),
  /** When the job deletes them; null: not by policy nor erasure (or held). */
  deleteOn: z.string().nullable(),
  deleteReason: DeleteReasonSchema.nullable(),
});
export type CandidatePrivacy = z.infer<typeof CandidatePrivacySchema>;

/** `PUT /api/admin/roles/:id/retention`. */
export const RoleRetentionResponseSchema = z.object({
  result: z.literal(true),
  status: z.string().optional(),
  data: RoleRetentionSchema,
});

const DUE_DAYS_MAX = 30;
export const DUE_DAYS_DEFAULT = 7;
const DUE_DAYS_TEXT = `The days must be a whole number from 1 to ${DUE_DAYS_MAX}.`;

const DUE_LIMIT_MAX = 50;
const DUE_LIMIT_TEXT = `The limit must be a whole number from 1 to ${DUE_LIMIT_MAX}.`;

/**
 * `GET /api/admin/privacy/due?days=7&limit=5`: how far ahead to look (1 to 30 days; 7 when left
 * out) and how many to answer (1 to 50; 5 when left out). The list's `deletion=due` filter shows
 * them all.
 */
export const DueQuerySchema = z.object({
  days: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: DUE_DAYS_TEXT })
      .int(DUE_DAYS_TEXT)
      .min(1, DUE_DAYS_TEXT)
      .max(DUE_DAYS_MAX, DUE_DAYS_TEXT)
      .default(DUE_DAYS_DEFAULT),
  ),
  limit: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: DUE_LIMIT_TEXT })
      .int(DUE_LIMIT_TEXT)
      .min(1, DUE_LIMIT_TEXT)
      .max(DUE_LIMIT_MAX, DUE_LIMIT_TEXT)
      .default(5),
  ),
});

/** `GET /api/admin/privacy/due`: one the job deletes soon (held candidates are never due). */
export const DueCandidateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  roleTitle: z.string(),
  status: z.enum(RETENTION_STATUSES),
  deleteOn: z.string(),
  reason: DeleteReasonSchema,
});
export type DueCandidate = z.infer<typeof DueCandidateSchema>;

export const DueCandidatesResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({
    /** The soonest first, at most `limit`. */
    candidates: z.array(DueCandidateSchema),
    /** How many are due within the days asked, all of them counted. */
    total: z.number().int().min(0),
  }),
});

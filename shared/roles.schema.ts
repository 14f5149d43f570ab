import { z } from 'zod';
import { ROLE_ID_PATTERN } from './constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n/languages';
import { CandidateTextsSchema } from './candidate-texts.schema';
import { ANSWER_TYPES, AnswerFormSchema, QuestionFormSchema } from './question-forms.schema';
import { RetentionPolicySchema } from './privacy.schema';
import { withoutNul } from './safe-input';

export const CompanySchema = z.object({
  name: z.string().min(1).max(120),
  /** The company's website; empty when the team gave none (the header then shows no link). */
  url: z.union([z.url(), z.literal('')]),
  /** A data URL (the monogram) or a path on our origin (`/api/role-logos/:id`). */
  logo: z.string().max(20_000),
});

/** Limits of what a role may ask, enforced by the server and shown by the editor. */
export const ROLE_LIMITS = {
  questions: { min: 1, max: 10 },
  questionCharacters: 2000,
  guidanceCharacters: 1000,
  titleCharacters: 160,
  companyNameCharacters: 120,
  companyUrlCharacters: 2000,
  answerMinutes: { min: 1, max: 240, default: 20 },
  videoSeconds: { min: 30, max: 600, default: 180 },
  takes: { min: 1, max: 5 },
  thinkingSeconds: { min: 0, max: 300 },
  logoBytes: 512 * 1024,
} as const;

/** What the candidate is given: the time for the written answers, the video, thinking time. */
export const RoleSettingsSchema = z.object({
  /** Minutes for the whole assessment; null: no time limit. */
  answerMinutes: z
    .number({ error: 'The time limit must be a number of minutes.' })
    .int('The time limit must be a whole number of minutes.')
    .min(ROLE_LIMITS.answerMinutes.min, 'The time limit is at least 1 minute.')
    .max(ROLE_LIMITS.answerMinutes.max, 'The time limit is at most 240 minutes.')
    .nullable(),
  video: z.object({
    enabled: z.boolean(),
    /** The recorder stops by itself at this length. */
    maxSeconds: z
      .number({ error: 'The video length must be a number of seconds.' })
      .int('The video length must be a whole number of seconds.')
      .min(ROLE_LIMITS.videoSeconds.min, 'A video is at least 30 seconds long.')
      .max(ROLE_LIMITS.videoSeconds.max, 'A video is at most 10 minutes long.'),
    /** How many recordings the candidate may start; null: as many as they like. */
    takes: z
      .number({ error: 'The number of takes must be a number.' })
      .int('The number of takes must be a whole number.')
      .min(ROLE_LIMITS.takes.min, 'A candidate has at least 1 take.')
      .max(ROLE_LIMITS.takes.max, 'A candidate has at most 5 takes, or unlimited.')
      .nullable(),
  }),
  /** Seconds to think before recording starts; 0: none. */
  thinkingSeconds: z
    .number({ error: 'The thinking time must be a number of seconds.' })
    .int('The thinking time must be a whole number of seconds.')
    .min(ROLE_LIMITS.thinkingSeconds.min, 'The thinking time cannot be negative.')
    .max(ROLE_LIMITS.thinkingSeconds.max, 'The thinking time is at most 5 minutes.'),
  /**
   * The candidate is asked to use a laptop or desktop (docs/product.md#answer-types); off by
   * default: phones and tablets are welcome.
   */
  requireComputer: z.boolean().default(false),
  /**
   * The language the candidate's pages and mails are in (docs/languages.md); a version saved
   * before roles had one reads as English.
   */
  language: z
    .enum(LANGUAGES, { error: `The candidates' language is one of ${LANGUAGES.join(', ')}.` })
    .default(DEFAULT_LANGUAGE),
});
export type RoleSettings = z.infer<typeof RoleSettingsSchema>;

/**
 * A version's settings as answered: today's bounds hold for what is saved now, and a version
 * saved under other bounds (one tightened since) is answered as it stands.
 */
const StoredRoleSettingsSchema = z.object({
  answerMinutes: z.number().nullable(),
  video: z.object({ enabled: z.boolean(), maxSeconds: z.number(), takes: z.number().nullable() }),
  thinkingSeconds: z.number(),
  requireComputer: z.boolean().default(false),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});

/** Today's product, which every role had before roles could be edited: 20 minutes, a video of up to 3 minutes. */
export const DEFAULT_ROLE_SETTINGS: RoleSettings = {
  answerMinutes: ROLE_LIMITS.answerMinutes.default,
  video: { enabled: true, maxSeconds: ROLE_LIMITS.videoSeconds.default, takes: null },
  thinkingSeconds: 0,
  requireComputer: false,
  language: DEFAULT_LANGUAGE,
};

export const RoleQuestionSchema = z.object({
  text: withoutNul(
    z
      .string({ error: 'Each question needs its text.' })
      .trim()
      .min(1, 'Each question needs its text.')
      .max(ROLE_LIMITS.questionCharacters, 'A question is at most 2,000 characters.'),
  ),
  /** Shown to the candidate under the question; empty for none. */
  guidance: withoutNul(
    z.string().trim().max(ROLE_LIMITS.guidanceCharacters, 'Guidance is at most 1,000 characters.'),
  ).default(''),
  /** How it is answered (docs/product.md#answer-types); written when left out. */
  answer: AnswerFormSchema.default({ type: 'written' }),
  /** An optional question may be skipped by the candidate. */
  required: z.boolean().default(true),
});
export type RoleQuestion = z.infer<typeof RoleQuestionSchema>;

/**
 * A role as the team writes it (the editor's form, `POST`/`PUT /api/admin/roles`, and each role
 * of an export). The logo is an id from `POST /api/admin/role-logos`, or null for the monogram.
 */
export const RoleInputSchema = z.object(
  {
    title: withoutNul(
      z
        .string({ error: 'Please give the role a title.' })
        .trim()
        .min(1, 'Please give the role a title.')
        .max(ROLE_LIMITS.titleCharacters, 'A role title is at most 160 characters.'),
    ),
    company: z.object({
      name: withoutNul(
        z
          .string({ error: 'Please give the company name.' })
          .trim()
          .min(1, 'Please give the company name.')
          .max(ROLE_LIMITS.companyNameCharacters, 'A company name is at most 120 characters.'),
      ),
      url: z.union([
        z.literal(''),
        z
          .url({
            protocol: /^https?$/,
            error: 'The company website must be a full address starting with https://.',
          })
          .max(ROLE_LIMITS.companyUrlCharacters, 'A website address is at most 2,000 characters.'),
      ]),
      logoId: z
        .string()
        .regex(/^[0-9a-f]{64}$/, 'This logo is not one uploaded here.')
        .nullable(),
    }),
    questions: z
      .array(RoleQuestionSchema)
      .min(ROLE_LIMITS.questions.min, 'A role asks at least 1 question.')
      .max(ROLE_LIMITS.questions.max, 'A role asks at most 10 questions.'),
    settings: RoleSettingsSchema,
    /**
     * The role's own words for candidates over the workspace's (docs/product.md#candidate-texts);
     * null or left out: the workspace's.
     */
    candidateTexts: CandidateTextsSchema.nullable().optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type RoleInput = z.infer<typeof RoleInputSchema>;
/** A role as a request may send it: each question's answer type and `required` may be left out. */
export type RoleInputBody = z.input<typeof RoleInputSchema>;

/** A role (interview definition) as the admin API lists it: its current version. */
export const RoleSchema = z.object({
  id: z.string().regex(ROLE_ID_PATTERN),
  role: z.string().min(1).max(160),
  company: CompanySchema,
  /** The duration label the candidate reads (`20mins`); `no limit` for a role without one. */
  maxMinutes: z.string(),
  questions: z.array(z.string().min(1).max(2000)).min(1).max(10),
  /** Each question's guidance, in question order ('' for none). */
  guidance: z.array(z.string()),
  /** How each question is answered, in question order. */
  forms: z.array(QuestionFormSchema),
  settings: StoredRoleSettingsSchema,
  /** The version new invites get; each edit adds one. */
  version: z.number().int().min(1),
  archived: z.boolean(),
});
export type Role = z.infer<typeof RoleSchema>;
export const RoleListSchema = z.array(RoleSchema);

/** A role's identify code as a path parameter (`/api/admin/roles/:id`). */
export const RoleIdParamsSchema = z.object({
  id: z.string().regex(ROLE_ID_PATTERN, 'A role id is 3 lower-case letters or digits.'),
});

/** `POST /api/admin/roles`: a role as the editor writes it, with the identify code if chosen. */
export const CreateRoleRequestSchema = RoleInputSchema.extend({
  /** Generated (never clashing) when left out; never changes afterwards: invite codes embed it. */
  id: z
    .string()
    .regex(ROLE_ID_PATTERN, 'The identify code is 3 lower-case letters or digits.')
    .optional(),
});
export type CreateRoleRequest = z.infer<typeof CreateRoleRequestSchema>;
export type CreateRoleBody = z.input<typeof CreateRoleRequestSchema>;

/** One version of a role: who made it and when (newest first in a role's detail). */
export const RoleVersionSummarySchema = z.object({
  version: z.number().int().min(1),
  createdAt: z.string(),
  /** 'admin' until reviewers are named; 'catalogue' for the demo roles, 'import' from a file. */
  createdBy: z.string(),
});
export type RoleVersionSummary = z.infer<typeof RoleVersionSummarySchema>;

/** A role for the editor: as listed, plus its input (to prefill the form) and its versions. */
export const RoleDetailSchema = RoleSchema.extend({
  input: RoleInputSchema.extend({ settings: StoredRoleSettingsSchema }),
  versions: z.array(RoleVersionSummarySchema),
  /**
   * This role's own retention, null for the team's (docs/privacy.md; not versioned). Optional
   * until the role route sends it; the editor then shows the team's.
   */
  retention: RetentionPolicySchema.nullable().optional(),
});
export type RoleDetail = z.infer<typeof RoleDetailSchema>;

export const RoleDetailResponseSchema = z.object({
  result: z.literal(true),
  data: RoleDetailSchema,
});

/** `POST`/`PUT /api/admin/roles…`: what happened, and the role as it now stands. */
export const RoleChangeResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: RoleDetailSchema,
});
export type RoleChangeResponse = z.infer<typeof RoleChangeResponseSchema>;

/** A row of the roles page: every role, archived ones too, with what hangs on it. */
export const RoleOverviewSchema = z.object({
  id: z.string().regex(ROLE_ID_PATTERN),
  title: z.string(),
  companyName: z.string(),
  companyLogo: z.string(),
  questionCount: z.number().int(),
  /** How each question is answered, in question order (the page's "3 written, 1 video"). */
  answerTypes: z.array(z.enum(ANSWER_TYPES)),
  version: z.number().int().min(1),
  archived: z.boolean(),
  /** Invites not withdrawn, not expired and not yet used by a candidate. */
  liveInvites: z.number().int(),
  /** Candidates who registered with an invite of this role. */
  candidates: z.number().int(),
  /** When and by whom the current version was made. */
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type RoleOverview = z.infer<typeof RoleOverviewSchema>;

export const RoleOverviewListResponseSchema = z.object({
  result: z.literal(true),
  data: z.array(RoleOverviewSchema),
});

/** `POST /api/admin/roles/:id/archive` and `/restore`. */
export const RoleOverviewChangeResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: RoleOverviewSchema,
});

/** A catalogue role to copy into a new role ("Start from a template"). */
export const RoleTemplateSchema = z.object({
  templateId: z.string(),
  title: z.string(),
  companyName: z.string(),
  input: RoleInputSchema,
});
export type RoleTemplate = z.infer<typeof RoleTemplateSchema>;

export const RoleTemplateListResponseSchema = z.object({
  result: z.literal(true),
  data: z.array(RoleTemplateSchema),
});

/** The image types a company logo may be (`Content-Type` of `POST /api/admin/role-logos`). */
export const ROLE_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type RoleLogoType = (typeof ROLE_LOGO_TYPES)[number];

/** An uploaded logo: its id for `RoleInput.company.logoId`, and where it is served. */
export const RoleLogoSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  url: z.string(),
});
export type RoleLogo = z.infer<typeof RoleLogoSchema>;

export const RoleLogoResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: RoleLogoSchema,
});

/** The most roles one file may carry; a team has tens, the catalogue 120. */
export const ROLE_EXPORT_MAX_ROLES = 1000;
/** Base64 of a logo at its limit (4 characters per 3 bytes). */
const LOGO_BASE64_MAX = Math.ceil(ROLE_LIMITS.logoBytes / 3) * 4;

/** One role in an export file: its current version, with its logo's bytes. */
export const ExportedRoleSchema = z.object({
  id: z.string().regex(ROLE_ID_PATTERN, 'Each role id is 3 lower-case letters or digits.'),
  archived: z.boolean(),
  title: RoleInputSchema.shape.title,
  company: z.object({
    name: RoleInputSchema.shape.company.shape.name,
    url: RoleInputSchema.shape.company.shape.url,
    logo: z
      .object({
        mimeType: z.enum(ROLE_LOGO_TYPES, 'A logo is a PNG, JPEG or SVG image.'),
        base64: z
          .string()
          .max(LOGO_BASE64_MAX, 'A logo is at most 512 KB.')
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'A logo must be written in base64.'),
      })
      .nullable(),
  }),
  questions: RoleInputSchema.shape.questions,
  settings: RoleSettingsSchema,
  /** The role's own words for candidates; left out by files from before them. */
  candidateTexts: CandidateTextsSchema.nullable().optional(),
});
export type ExportedRole = z.infer<typeof ExportedRoleSchema>;

/** `GET /api/admin/roles/export` (and `/:id/export`); the body of `POST /api/admin/roles/import`. */
export const RoleExportSchema = z.object(
  {
    format: z.literal('prescreen-roles', 'This is not a roles file exported by Prescreen.'),
    /**
     * 2 since answer types (docs/product.md#answer-types); 1 (every question written and
     * required) still imports. A release before answer types refuses a 2 instead of reading
     * every question as written.
     */
    exportVersion: z.literal(
      [1, 2],
      'This roles file is from a version of Prescreen we cannot read.',
    ),
    exportedAt: z.string(),
    roles: z
      .array(ExportedRoleSchema)
      .max(ROLE_EXPORT_MAX_ROLES, 'A roles file holds at most 1,000 roles.'),
  },
  { error: 'The request body must be a JSON object.' },
);
export type RoleExport = z.infer<typeof RoleExportSchema>;
/** The export as answered: each role's settings as its version stands (an import checks them). */
export const RoleExportFileSchema = RoleExportSchema.extend({
  roles: z.array(ExportedRoleSchema.extend({ settings: StoredRoleSettingsSchema })),
});
/** A roles file as another install (or an older release) may write it. */
export type RoleExportBody = z.input<typeof RoleExportSchema>;

export const RoleImportResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.object({
    /** Ids of roles the file added. */
    created: z.array(z.string()),
    /** Ids of roles that were here and got a new version from the file. */
    updated: z.array(z.string()),
  }),
});
export type RoleImportResponse = z.infer<typeof RoleImportResponseSchema>;

import { sql } from 'drizzle-orm';
import type { Language } from '../../shared/i18n/languages';
import type { ExtraTime } from '../../shared/invites.schema';
import type { QuestionForm } from '../../shared/question-forms.schema';
import type { RetentionPolicy } from '../../shared/privacy.schema';
import type { CandidateTexts } from '../../shared/candidate-texts';
import type { RoleSettings } from '../../shared/roles.schema';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * One schema for the whole product, on PGlite and on PostgreSQL alike. Tables that later
 * features fill (answers, recordings, feedback, integrity events, reviews) are here from the
 * start so that the migrations folder tells one story.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const reviewStatus = pgEnum('review_status', ['new', 'shortlisted', 'on_hold', 'rejected']);
export const recordingStatus = pgEnum('recording_status', [
  'uploading',
  'uploaded',
  'processed',
  'failed',
  'discarded',
]);
export const assessmentStep = pgEnum('assessment_step', [
  'overview',
  'questions',
  'video',
  'complete',
]);
export const integrityEventKind = pgEnum('integrity_event_kind', [
  'paste',
  'tab_hidden',
  'blocked_key',
  'context_menu',
  'tab_returned',
  // The assessment page loaded (the first time, after a reload, or on another computer) and was
  // unloaded (a reload, a navigation or closing it): a reload is a pair of these, never a leave.
  'page_opened',
  'page_left',
]);

/** Key/value settings of this deployment (the admin passkey hash, the deployment id). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A role the team invites candidates to; what it asks is in its versions (`role_versions`). */
export const roles = pgTable('roles', {
  id: varchar('id', { length: 3 }).primaryKey(),
  archived: boolean('archived').notNull().default(false),
  /** The version (in `role_versions`) that new invites get. */
  currentVersion: integer('current_version').notNull().default(1),
  /**
   * How long this role's candidates are kept, per review status, instead of the team's policy
   * (`shared/privacy.schema.ts`, docs/privacy.md); null: the team's policy.
   */
  retention: jsonb('retention').$type<RetentionPolicy>(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An uploaded company logo, served from our origin (`/api/role-logos/:id`); the id is its SHA-256. */
export const roleLogos = pgTable('role_logos', {
  id: varchar('id', { length: 64 }).primaryKey(),
  mimeType: varchar('mime_type', { length: 32 }).notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * Every version of every role: an edit adds one, and an invite keeps the version it was created
 * with, so a candidate is asked what they were invited to. `roles.currentVersion` is
 * the one new invites get.
 */
export const roleVersions = pgTable(
  'role_versions',
  {
    roleId: varchar('role_id', { length: 3 })
      .notNull()
      .references(() => roles.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    companyName: varchar('company_name', { length: 120 }).notNull(),
    companyUrl: text('company_url').notNull(),
    /** The uploaded logo, or null for the monogram. */
    companyLogoId: varchar('company_logo_id', { length: 64 }).references(() => roleLogos.id),
    /** What the candidate's page shows: the logo's path on our origin, or the monogram. */
    companyLogo: text('company_logo').notNull(),
    questions: jsonb('questions').$type<string[]>().notNull(),
    guidance: jsonb('guidance').$type<string[]>().notNull(),
    /**
     * How each question is answered, in question order (`shared/question-forms.schema.ts`); null
     * for versions made before answer types, whose questions are all written and required.
     */
    questionForms: jsonb('question_forms').$type<QuestionForm[]>(),
    settings: jsonb('settings').$type<RoleSettings>().notNull(),
    /**
     * The role's own words for candidates over the workspace's (`shared/candidate-texts.ts`,
     * docs/product.md#candidate-texts); null: the workspace's, as for versions made before.
     */
    candidateTexts: jsonb('candidate_texts').$type<CandidateTexts>(),
    createdAt: createdAt(),
    /** Who made this version ('admin' until reviewers are named; 'catalogue', 'import'). */
    createdBy: varchar('created_by', { length: 120 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.version] })],
);

export const invites = pgTable(
  'invites',
  {
    code: varchar('code', { length: 22 }).primaryKey(),
    roleId: varchar('role_id', { length: 3 })
      .notNull()
      .references(() => roles.id, { onUpdate: 'cascade' }),
    /** The role's version this invite asks, frozen when it was made. */
    roleVersion: integer('role_version').notNull(),
    label: varchar('label', { length: 120 }),
    /** Who the invite is for, when the team gave an address: the invite and reminder go there. */
    email: varchar('email', { length: 254 }),
    /** An accommodation: more time for this candidate (never shown to anyone else). */
    extraTime: jsonb('extra_time').$type<ExtraTime>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('invites_role_idx').on(table.roleId),
    foreignKey({
      columns: [table.roleId, table.roleVersion],
      foreignColumns: [roleVersions.roleId, roleVersions.version],
    }).onUpdate('cascade'),
  ],
);

export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A personal invite binds to the first candidate who registers with it. */
    inviteCode: varchar('invite_code', { length: 22 })
      .notNull()
      .references(() => invites.code, { onDelete: 'cascade' }),
    /**
     * The role of the candidate's invite, set by the database as the row is written (a trigger,
     * migration 0015), so the workspace's role filter reads an index of candidates in the list's
     * order instead of looking up every candidate's invite.
     */
    roleId: varchar('role_id', { length: 3 }),
    /**
     * And the version of it the invite asked (the same trigger, migration 0017), so the CSV export
     * learns how many questions its candidates were asked from the list of ids it reads anyway.
     */
    roleVersion: integer('role_version'),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    social: text('social').notNull(),
    company: varchar('company', { length: 120 }).notNull(),
    experience: varchar('experience', { length: 8 }),
    gender: varchar('gender', { length: 32 }),
    /**
     * The language the candidate registered in (docs/languages.md): their pages on any device and
     * the mails after the invite follow it. Candidates from before languages read English, as
     * every role did then.
     */
    language: varchar('language', { length: 8 }).$type<Language>().notNull().default('en'),
    deploymentId: varchar('deployment_id', { length: 64 }),
    device: jsonb('device').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    step: assessmentStep('step').notNull().default('overview'),
    questionIndex: integer('question_index').notNull().default(0),
    videoCompletedAt: timestamp('video_completed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    overTime: boolean('over_time').notNull().default(false),
    /**
     * When `candidate.completed` was queued for the webhooks (in the same transaction), null until
     * then: a completion settled with none is caught up (`docs/webhooks.md`).
     */
    completedEventAt: timestamp('completed_event_at', { withTimezone: true }),
    /**
     * The integrity summary the workspace's list shows, kept with each event recorded (so the list
     * reads three columns instead of the events of every row): pastes, and the time away from the
     * tab over how many times, counted when the candidate came back.
     */
    pasteCount: integer('paste_count').notNull().default(0),
    awayCount: integer('away_count').notNull().default(0),
    awayMs: bigint('away_ms', { mode: 'number' }).notNull().default(0),
    /**
     * The candidate said they cannot record a video (no camera, or it does not work): why, in
     * their words. The submission is then complete without one.
     */
    videoUnavailableReason: varchar('video_unavailable_reason', { length: 32 }),
    videoUnavailableNote: text('video_unavailable_note'),
    createdAt: createdAt(),
    /**
     * Name and email in lower case, kept by the database: the review workspace's text search
     * reads it instead of lower-casing every row on every search.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || email)`),
    /**
     * The status of the candidate's latest recording that Record Again kept (null: none yet).
     * Kept by a trigger on `recordings` (migration 0002), so the workspace filters on it per row.
     */
    videoStatus: recordingStatus('video_status'),
    /**
     * The team's scores of the candidate (`review_scores`): their average (null while nobody
     * scored) and how many. Kept by a trigger on `review_scores` (migration 0014), so the
     * workspace sorts by score through an index instead of averaging every candidate's scores.
     */
    scoreAverage: doublePrecision('score_average'),
    scoreCount: integer('score_count').notNull().default(0),
    /**
     * A hold (e.g. "keep: legal hold"): neither the retention policy nor an erasure request
     * deletes the candidate while it stands (docs/privacy.md). Who set it, when and why.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    holdReason: varchar('hold_reason', { length: 300 }),
    heldBy: varchar('held_by', { length: 160 }),
    /** The candidate asked for their data to be erased ("Your data"); carried out after the delay. */
    erasureRequestedAt: timestamp('erasure_requested_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('candidates_invite_idx').on(table.inviteCode),
    index('candidates_email_idx').on(sql`lower(${table.email})`),
    // With the id, the workspace's default order (newest first, id breaking ties) is one index.
    index('candidates_created_idx').on(table.createdAt, table.id),
    index('candidates_role_created_idx').on(table.roleId, table.createdAt, table.id),
    // Whether any candidate the filters match was asked a role version (`selectMostQuestions`).
    index('candidates_role_version_idx').on(table.roleId, table.roleVersion),
    // The completion and score orders both ways, missing keys last either way, ties as in the
    // default order: a page, Previous and Next each read one of them (docs/capacity.md).
    index('candidates_completed_desc_idx').on(
      table.completedAt.desc().nullsLast(),
      // As `order by created_at desc` reads them (descending puts nulls first; there are none).
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The completions still to announce: a handful (videos being processed), read every minute.
    index('candidates_completed_unannounced_idx')
      .on(table.completedAt)
      .where(sql`${table.completedAt} is not null and ${table.completedEventAt} is null`),
    index('candidates_completed_asc_idx').on(
      table.completedAt.asc().nullsLast(),
      table.createdAt.asc(),
      table.id.asc(),
    ),
    index('candidates_score_desc_idx').on(
      table.scoreAverage.desc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('candidates_score_asc_idx').on(
      table.scoreAverage.asc().nullsLast(),
      table.createdAt.asc(),
      table.id.asc(),
    ),
    // The workspace's text search (`search_text like '%…%'`) through trigrams (pg_trgm): a rare
    // match is found without reading every candidate (docs/capacity.md, the review list).
    index('candidates_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * One row: a number the database raises (triggers, migration 0013) whenever a candidate joins or
 * leaves the workspace's list, or changes in something its filters read (review status, video,
 * over time, name or email, the team's scores). A total counted once per filter stays right while
 * the number stands (docs/capacity.md, the review list).
 */
export const candidateListVersion = pgTable(
  'candidate_list_version',
  {
    only: boolean('only').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('candidate_list_version_one_row', sql`${table.only}`)],
);

const candidateRef = () =>
  uuid('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' });

/**
 * One row per registration: each holds the SHA-256 of a secret `unique` the browser keeps (the
 * secret itself is never stored). Re-registering with the same email on another computer adds a
 * session for the same candidate, so both computers keep working.
 */
export const candidateSessions = pgTable(
  'candidate_sessions',
  {
    secretHash: varchar('secret_hash', { length: 64 }).primaryKey(),
    candidateId: candidateRef(),
    /** The computer this registration came from (the device details of `docs/integrity.md`): one row per computer. */
    device: jsonb('device').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /** The last request this browser made (kept to the minute). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('candidate_sessions_candidate_idx').on(table.candidateId)],
);

export const answers = pgTable(
  'answers',
  {
    candidateId: candidateRef(),
    questionIndex: integer('question_index').notNull(),
    question: text('question').notNull(),
    html: text('html').notNull(),
    /** The client's sequence number: a late retry never overwrites a newer edit. */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Whether the answer has text a reader would see (tags, spaces and non-breaking spaces alone
     * do not count), written with the answer (`answerText`) so the list need not strip HTML per row.
     */
    hasText: boolean('has_text').notNull(),
    /**
     * The answer as plain text for the CSV export, written with the answer; null for answers
     * saved before it was kept, which the export converts as it reads them.
     */
    plainText: text('plain_text'),
    /** A choice question's chosen options (their indexes); null for other answers. */
    choices: jsonb('choices').$type<number[]>(),
    /**
     * A choice outside the team's preferred options (null: not a choice, or none preferred),
     * kept with the answer so the workspace filters "Did not match" without reading role versions.
     */
    unmatched: boolean('unmatched'),
    /** The candidate skipped this optional question (no answer to it is taken until they un-skip it). */
    skipped: boolean('skipped').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.questionIndex] }),
    index('answers_unmatched_idx')
      .on(table.candidateId)
      .where(sql`${table.unmatched}`),
  ],
);

export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: candidateRef(),
    uploadId: varchar('upload_id', { length: 128 }).notNull(),
    status: recordingStatus('status').notNull().default('uploading'),
    mimeType: varchar('mime_type', { length: 100 }),
    container: varchar('container', { length: 16 }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    durationMs: integer('duration_ms'),
    storageKey: text('storage_key'),
    posterKey: text('poster_key'),
    /** The length the candidate's recorder measured. */
    recordedMs: integer('recorded_ms'),
    /** From the candidate's End Recording to the last byte stored. */
    endToCompleteMs: integer('end_to_complete_ms'),
    /** The take was cut short (a reload, a crash, a lost camera) and its saved part submitted. */
    interrupted: boolean('interrupted').notNull().default(false),
    processingAttempts: integer('processing_attempts').notNull().default(0),
    processingError: text('processing_error'),
    /**
     * Since when processing waits for the recording store to answer again (S3 away, a full disk):
     * the recording is still `uploaded`, its attempts unspent (docs/deploying.md).
     */
    waitingForStorageSince: timestamp('waiting_for_storage_since', { withTimezone: true }),
    /** Processing refused the file itself (not a video, too long): processing it again cannot help. */
    processingRefused: boolean('processing_refused').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The question this recording answers; null for the role's video introduction. */
    questionIndex: integer('question_index'),
    /** `video`, or `audio` for an answer recorded with the microphone only. */
    media: varchar('media', { length: 8 }).notNull().default('video'),
  },
  (table) => [
    uniqueIndex('recordings_upload_idx').on(table.uploadId),
    index('recordings_candidate_idx').on(table.candidateId),
    // A candidate's latest recording that Record Again kept: the workspace's video state.
    index('recordings_candidate_latest_idx')
      .on(table.candidateId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} <> 'discarded'`),
    // One live recording per candidate and question (the introduction is -1), whatever races: a
    // new upload replaces the one before (Record Again), and a submitted one is never joined by another.
    uniqueIndex('recordings_one_live_per_answer_idx')
      .on(table.candidateId, sql`coalesce(${table.questionIndex}, -1)`)
      .where(sql`${table.status} <> 'discarded'`),
  ],
);

/**
 * A file a candidate gave as an answer (a CV, a portfolio, a work sample): its bytes are in the
 * recording store (local disk or S3) under `storage_key`, and go with the candidate.
 */
export const answerFiles = pgTable(
  'answer_files',
  {
    candidateId: candidateRef(),
    questionIndex: integer('question_index').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The name the candidate's file had (shown to reviewers, and the download's name). */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** Found from the file's bytes, never its name (`shared/question-forms.schema.ts`). */
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.candidateId, table.questionIndex] })],
);

export const feedback = pgTable(
  'feedback',
  {
    candidateId: candidateRef().primaryKey(),
    /** 1 to 5, or null: the stars are optional (docs/product.md#complete-page). */
    rating: integer('rating'),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('feedback_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);

export const integrityEvents = pgTable(
  'integrity_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    candidateId: candidateRef(),
    kind: integrityEventKind('kind').notNull(),
    detail: varchar('detail', { length: 200 }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('integrity_events_candidate_idx').on(table.candidateId)],
);

/**
 * Wrong credentials per budget (`client_key`: an address `ip:…`, an account `account:…`, or a
 * browser that signed in as that account before `device:…`), kept in the database so that every
 * instance sees them. Each failure spaces that budget's next attempts further apart; nothing
 * here ever refuses a right passkey.
 */
export const passkeyThrottle = pgTable('passkey_throttle', {
  clientKey: varchar('client_key', { length: 80 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  /** The earliest moment this client's next attempt is checked. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browsers that signed in before, each as one member: their wrong attempts at that member's
 * credentials (the admin passkey's for the built-in owner) count against a budget of their own,
 * not their address's or the account's, so guessing from a shared address or at the account
 * cannot lock them out. A device earns nothing for any other account; a member keeps a few
 * (`DEVICES_PER_MEMBER`), and removing the member deletes theirs. Rows without a member (made
 * before devices were bound to one) earn nothing. Only the SHA-256 of the cookie's random token
 * is kept. `member_id` is not a foreign key: this file cannot name `members` (team-schema.ts
 * builds on it), and members are never deleted, only marked removed.
 */
export const adminDevices = pgTable(
  'admin_devices',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    memberId: uuid('member_id'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_devices_member_idx').on(table.memberId, table.lastUsedAt)],
);

/**
 * The public endpoints' request counts per route and client (`rate-limit-store.ts`), kept in the
 * database when several instances share it, so that a flood spread over them meets one limit.
 * No index on `window_ends_at`: the sweep of ended windows runs once a minute over a small table,
 * and an unindexed column lets each request's count update in place. UNLOGGED (in the migration):
 * losing the counts in a crash costs nothing, and writing them to the WAL would cost every request.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  /** The route and the client key, e.g. `POST /feedback 203.0.113.10`. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Uploads in progress when recordings are kept in object storage: what tus knows of each (its
 * length once declared, how far it got, its metadata), shared by every instance, so that a
 * candidate's next chunk may reach any of them. On local disk, tus keeps this in files instead.
 */
export const tusUploads = pgTable('tus_uploads', {
  id: varchar('id', { length: 64 }).primaryKey(),
  /** Null until the browser declares it with its last chunk. */
  size: bigint('size', { mode: 'number' }),
  offset: bigint('offset', { mode: 'number' }).notNull().default(0),
  metadata: jsonb('metadata').$type<Record<string, string | null>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The bytes of an upload in progress, in pieces of up to 1 MiB, until it is processed. */
export const tusUploadPieces = pgTable(
  'tus_upload_pieces',
  {
    uploadId: varchar('upload_id', { length: 64 })
      .notNull()
      .references(() => tusUploads.id, { onDelete: 'cascade' }),
    start: bigint('start', { mode: 'number' }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.start] })],
);

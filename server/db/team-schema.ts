import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import type { ShareFilter } from '../../shared/shares.schema';
import { candidates, reviewStatus } from './core-schema';

/**
 * The hiring team: named members, how they sign in, their own scores and comments, the links
 * they share and what they did. `docs/team.md` tells how the pieces fit.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const candidateRef = () =>
  uuid('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' });

export const memberRole = pgEnum('member_role', ['owner', 'admin', 'reviewer', 'viewer']);

/**
 * A member of the team. Never deleted: removing one sets `removed_at`, ends their sessions and
 * tokens at once, and keeps their name on what they scored and wrote.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Null for the built-in owner, the holder of the admin passkey. */
    email: varchar('email', { length: 254 }),
    role: memberRole('role').notNull(),
    /** scrypt, in the `scrypt$N$r$p$salt$hash` form of `password.ts`; null when none was set. */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('members_email_idx').on(sql`lower(${table.email})`)],
);

/** A one-time link that lets a new member join with the role it names. */
export const memberInvites = pgTable('member_invites', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  role: memberRole('role').notNull(),
  /** Who it is for, as the inviter wrote it; the new member may change it. */
  name: varchar('name', { length: 120 }).notNull(),
  email: varchar('email', { length: 254 }),
  createdBy: uuid('created_by').references(() => members.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: uuid('used_by').references(() => members.id),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** A WebAuthn credential (a passkey) a member registered. */
export const memberPasskeys = pgTable(
  'member_passkeys',
  {
    /** The credential id, base64url. */
    id: varchar('id', { length: 1400 }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    label: varchar('label', { length: 120 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('member_passkeys_member_idx').on(table.memberId)],
);

/**
 * A WebAuthn challenge waiting for its answer, kept in the database so that any instance can
 * check it; used once, and only for a few minutes.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challenge: varchar('challenge', { length: 128 }).notNull(),
    /** 'register' (a signed-in member or an invite's holder adds a passkey) or 'sign-in'. */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    inviteId: uuid('invite_id').references(() => memberInvites.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);

/** A personal API token: shown once, kept as its SHA-256, acting with its member's role. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The token's first characters, to tell tokens apart in the list. */
    prefix: varchar('prefix', { length: 16 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_member_idx').on(table.memberId)],
);

/** Each member's own score of a candidate: overall 1-5, and optionally per question. */
export const reviewScores = pgTable(
  'review_scores',
  {
    candidateId: candidateRef(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    score: integer('score').notNull(),
    /** Per question, by its index; null where the member gave none. */
    questionScores: jsonb('question_scores').$type<(number | null)[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.memberId] }),
    index('review_scores_member_idx').on(table.memberId),
    check('review_scores_range', sql`${table.score} between 1 and 5`),
  ],
);

/** The team's comment thread on a candidate. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    candidateId: candidateRef(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    body: text('body').notNull(),
    /** The members mentioned (`@name`), by id. */
    mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Bumped by each edit: an edit based on an older one gets 409. */
    version: integer('version').notNull().default(1),
  },
  (table) => [index('review_comments_candidate_idx').on(table.candidateId, table.id)],
);

/** A read-only link to one candidate or a filtered shortlist, for someone without an account. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    label: varchar('label', { length: 120 }).notNull(),
    /** One candidate, or null for a shortlist chosen by `filter`. */
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    filter: jsonb('filter').$type<ShareFilter>(),
    /** Whether a visitor may leave a score and a comment under a name they type. */
    allowFeedback: boolean('allow_feedback').notNull().default(false),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('share_links_created_idx').on(table.createdAt)],
);

/**
 * A share link's visits: one row per link and day (UTC) with how many came that day, and when the
 * last of them came (docs/team.md). Rows without a day are one visit each, written by a release
 * before migration 0020; they count the same.
 */
export const shareVisits = pgTable(
  'share_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    visitDay: date('visit_day', { mode: 'string' }),
    visits: integer('visits').notNull().default(1),
  },
  (table) => [
    index('share_visits_share_idx').on(table.shareId),
    // Null days stay apart (PostgreSQL's default), so the earlier release's inserts still pass.
    uniqueIndex('share_visits_share_day_idx').on(table.shareId, table.visitDay),
  ],
);

/** A score and comment a share link's visitor left under the name they typed. */
export const shareFeedback = pgTable(
  'share_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    candidateId: candidateRef(),
    visitorName: varchar('visitor_name', { length: 120 }).notNull(),
    score: integer('score'),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('share_feedback_candidate_idx').on(table.candidateId),
    check(
      'share_feedback_score_range',
      sql`${table.score} is null or ${table.score} between 1 and 5`,
    ),
  ],
);

/** What members did that the owner should be able to look back on: who, what, when. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id').references(() => members.id),
    /** The member's name then, or the share visitor's, or 'API token <name>'. */
    actorName: varchar('actor_name', { length: 160 }).notNull(),
    /** e.g. 'sign-in', 'member.invite', 'member.remove', 'share.create', 'candidate.delete'. */
    action: varchar('action', { length: 40 }).notNull(),
    /** What it was done to, in words (a member's name, a candidate's name, a share's label). */
    target: varchar('target', { length: 300 }).notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The candidate it was about, if any (no foreign key: the entry outlives them). Deleting a
     * candidate blanks the names in these entries and keeps the entries (docs/privacy.md).
     */
    candidateId: uuid('candidate_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_created_idx').on(table.createdAt),
    index('audit_events_candidate_idx').on(table.candidateId),
    // A deletion finds the entries of the candidate's invite and share links (docs/privacy.md).
    index('audit_events_code_idx')
      .on(sql`(${table.detail}->>'code')`)
      .where(sql`(${table.detail}->>'code') is not null`),
    index('audit_events_bulk_idx')
      .on(table.createdAt)
      .where(sql`${table.action} = 'invites.bulk'`),
    index('audit_events_share_idx')
      .on(sql`(${table.detail}->>'shareId')`)
      .where(sql`(${table.detail}->>'shareId') is not null`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    candidateId: candidateRef().primaryKey(),
    status: reviewStatus('status').notNull().default('new'),
    // `score` (the single score of before each member scored) is gone from here; the column stays
    // until the next release, for instances of the previous one still inserting into it during a
    // rolling upgrade (docs/deploying.md, "Upgrading").
    notes: text('notes').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name of the member who made the last change. */
    updatedBy: varchar('updated_by', { length: 120 }),
    /** Bumped by every change: a change based on an older version gets 409 (`docs/team.md`). */
    version: integer('version').notNull().default(0),
  },
  (table) => [index('reviews_status_idx').on(table.status)],
);

/** Every score, note and status change, with who made it and when. */
export const reviewChanges = pgTable(
  'review_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    candidateId: candidateRef(),
    /** The member's name when they made the change. */
    actor: varchar('actor', { length: 120 }).notNull(),
    memberId: uuid('member_id').references(() => members.id),
    field: varchar('field', { length: 16 }).notNull(),
    value: text('value'),
    createdAt: createdAt(),
  },
  (table) => [index('review_changes_candidate_idx').on(table.candidateId)],
);

/**
 * A signed-in reviewer: the browser holds a random token in an httpOnly cookie; only its SHA-256
 * is kept here. `expiresAt` slides forward while the session is used.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    actor: varchar('actor', { length: 120 }).notNull(),
    /** Whose session: removing a member deletes theirs. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('admin_sessions_expires_idx').on(table.expiresAt),
    index('admin_sessions_member_idx').on(table.memberId),
  ],
);

/** What a deleted candidate left in storage, still to remove (`candidate_deletions.files`). */
export interface DeletionFiles {
  /** Processed recordings, posters and answer files. */
  keys: string[];
  /** Unfinished (or kept) uploads, by tus id. */
  uploads: string[];
  /** The candidate's folder. */
  folders: string[];
}

/**
 * One row per deleted candidate, written in the transaction that deletes their rows and kept for
 * good: their id (a random uuid, nothing personal), why, and the stored files still to remove. A
 * crash between the rows and the files leaves `files` to the deletion job, which removes them and
 * clears it; after a database restore the job deletes again every candidate listed here or in
 * storage's tombstones (docs/privacy.md, docs/deploying.md).
 */
export const candidateDeletions = pgTable('candidate_deletions', {
  candidateId: uuid('candidate_id').primaryKey(),
  /** 'team' (Delete now, or the candidate page's Delete), 'retention', 'erasure'. */
  reason: varchar('reason', { length: 16 }).notNull(),
  /** Storage keys, upload ids and folders not yet removed; null once they all are. */
  files: jsonb('files').$type<DeletionFiles>(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  filesRemovedAt: timestamp('files_removed_at', { withTimezone: true }),
});

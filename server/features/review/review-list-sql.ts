import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CandidateFilters, ReviewStatus, VideoState } from '../../../shared/review.schema';
import {
  answerFiles,
  answers,
  candidates,
  invites,
  recordings,
  reviews,
  roleVersions,
} from '../../db/schema';
import { DUE_DAYS_DEFAULT } from '../../../shared/privacy.schema';
import { dueWithinCondition } from '../privacy/due/deletion-date-sql';
import { submittedAnswerRecording } from '../recordings/recording-takes';
import { invitedRoleVersion } from '../roles/role-columns';
import { averageScore, notScoredBy } from '../scores/score-sql';

/** The filters, and who asks: "not yet scored by me" and "my score" read their scores. */
export type ListFilters = CandidateFilters & { memberId?: string };

/**
 * SQL pieces the list, Previous / Next and the CSV export share, so all three filter and order
 * candidates by one rule. They refer to `candidates` and a left-joined `reviews` by table name,
 * and to `role_versions` when `joinRoleVersion` added it.
 */

/** The role version asks for no video (its settings' `video.enabled` is false). */
const versionWithoutVideo = sql`(${roleVersions.settings} -> 'video' ->> 'enabled') = 'false'`;

/** The candidate said they cannot record a video (and finished without one). */
const videoUnavailable = sql`(${candidates.videoUnavailableReason} is not null)`;

/**
 * The candidate's uploaded recording waits for storage (S3 away): read from the recording of their
 * video introduction not discarded (there is at most one), only where `video_status` says uploaded.
 */
const waitingForStorage = sql`(${candidates.videoStatus} = 'uploaded' and exists (
  select 1 from ${recordings} where ${recordings.candidateId} = ${candidates.id}
  and ${recordings.questionIndex} is null
  and ${recordings.status} = 'uploaded' and ${recordings.waitingForStorageSince} is not null))`;

/**
 * The video state the workspace shows, from the status of the candidate's latest kept recording
 * (`candidates.video_status`, kept by a trigger): uploading and uploaded are both on their way,
 * unless processing waits for storage.
 * Without a recording, a candidate whose invite's role version asks for no video is "not
 * required", not missing one. A candidate who could not record one is "unavailable", whatever an
 * unsubmitted take left. Needs `role_versions` joined to the candidate's invite.
 */
export const videoState = sql<VideoState>`(case
  when ${videoUnavailable} then 'unavailable'
  when ${candidates.videoStatus} = 'processed' then 'ready'
  when ${candidates.videoStatus} = 'failed' then 'failed'
  when ${waitingForStorage} then 'waiting'
  when ${candidates.videoStatus} in ('uploading', 'uploaded') then 'uploading'
  when ${candidates.videoStatus} is null and ${versionWithoutVideo} then 'not_required'
  else 'none' end)`;

/**
 * Questions answered (docs/product.md#answer-types): saved answers with text a reader would see
 * (written, or a choice: `has_text` is kept by the database), files given, and recordings
 * submitted for a question. A skipped optional question is not an answer.
 */
export const answeredCount = sql<number>`(
  (select count(*)::int from ${answers}
   where ${answers.candidateId} = ${candidates.id} and ${answers.hasText})
  + (select count(*)::int from ${answerFiles} where ${answerFiles.candidateId} = ${candidates.id})
  + (select count(*)::int from ${recordings}
     where ${recordings.candidateId} = ${candidates.id} and ${submittedAnswerRecording()})
)`.mapWith(Number);

const RECORDING_STATUSES: Record<
  Exclude<VideoState, 'none' | 'not_required' | 'unavailable' | 'waiting' | 'uploading'>,
  string[]
> = {
  ready: ['processed'],
  failed: ['failed'],
};

/**
 * Whether the filters read the candidate's role version (none and not required both do): then the
 * filtered query joins the invite and its version by their primary keys (`joinRoleVersion`).
 */
export function readsRoleVersion(filters: Pick<CandidateFilters, 'video'>): boolean {
  return filters.video === 'none' || filters.video === 'not_required';
}

/** Adds the invite and its role version to a filtered query, when the filters read them. */
export function joinRoleVersion<T extends PgSelect>(query: T, filters: CandidateFilters): T {
  if (!readsRoleVersion(filters)) return query;
  const joined = query
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion);
  // The callers select named columns, so the joins change no row they read: only the type says so.
  return joined as unknown as T;
}

/** As `videoState` decides, one state at a time: the unavailable are in no other state. */
function videoCondition(state: VideoState): SQL {
  if (state === 'unavailable') return videoUnavailable;
  if (state === 'waiting') return sql`(${waitingForStorage} and not ${videoUnavailable})`;
  if (state === 'uploading') {
    return sql`(${candidates.videoStatus} in ('uploading', 'uploaded') and not ${waitingForStorage} and not ${videoUnavailable})`;
  }
  if (state === 'not_required') {
    return sql`(${candidates.videoStatus} is null and ${versionWithoutVideo} and not ${videoUnavailable})`;
  }
  if (state === 'none') {
    return sql`(${candidates.videoStatus} is null and not ${versionWithoutVideo} and not ${videoUnavailable})`;
  }
  const statuses = RECORDING_STATUSES[state].map((status) => sql`${status}`);
  return sql`(${candidates.videoStatus} in (${sql.join(statuses, sql`, `)}) and not ${videoUnavailable})`;
}

/**
 * "Did not match": a choice outside the preferred options, kept with the answer
 * (`answers.unmatched`), read through its partial index (answers_unmatched_idx).
 */
function unmatchedCondition(unmatched: boolean): SQL {
  const flagged = sql`${candidates.id} in (select ${answers.candidateId} from ${answers} where ${answers.unmatched})`;
  return unmatched ? flagged : sql`not (${flagged})`;
}

/** Written so the planner can estimate it: a missing review row is a new candidate. */
function statusCondition(status: ReviewStatus): SQL {
  return status === 'new'
    ? sql`(${reviews.status} is null or ${reviews.status} = 'new')`
    : sql`${reviews.status} = ${status}`;
}

export const reviewStatus = sql<string>`coalesce(${reviews.status}, 'new')`;

export function filterConditions(filters: ListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // The invite's role, kept on the candidate (migration 0015).
  if (filters.role) conditions.push(eq(candidates.roleId, filters.role));
  if (filters.status) conditions.push(statusCondition(filters.status));
  if (filters.video) conditions.push(videoCondition(filters.video));
  if (filters.overTime !== undefined) conditions.push(eq(candidates.overTime, filters.overTime));
  if (filters.unmatched !== undefined) conditions.push(unmatchedCondition(filters.unmatched));
  if (filters.notScoredByMe && filters.memberId) conditions.push(notScoredBy(filters.memberId));
  if (filters.q) conditions.push(searchCondition(filters.q));
  // "To be deleted": due within the week the candidates page lists (docs/privacy.md).
  if (filters.deletion === 'due') {
    conditions.push(dueWithinCondition(new Date(), DUE_DAYS_DEFAULT));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** `search_text` holds the text as a substring (lower-cased by the database, as it is). */
function containing(text: string): SQL {
  // `%`, `_` and the backslash are text like any other, not wildcards.
  const escaped = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql`${candidates.searchText} like lower(${`%${escaped}%`})`;
}

/** Three letters or digits in a row: text the trigram index can look up by itself. */
const LOOKED_UP_ALONE = /[\p{L}\p{N}]{3}/u;

/**
 * A plain substring search of the name and email, as a LIKE so that the trigram index finds a
 * rare match without reading every candidate. When the text has an `@`, the index is asked for
 * what comes before it only, and the whole text is checked on the rows it finds: a domain is
 * shared by many candidates (`example.com`, `gmail.com`), so its trigrams are in most rows, and the
 * index would read most of their lists for every search of one address (docs/capacity.md, the
 * review list). What is before the `@` is part of the text, so no match is lost.
 */
function searchCondition(q: string): SQL {
  const at = q.indexOf('@');
  const beforeAt = at < 0 ? '' : q.slice(0, at);
  if (!LOOKED_UP_ALONE.test(beforeAt)) return containing(q);
  // strpos, which no index serves: the planner reads the trigram index for the first part alone.
  return sql`(${containing(beforeAt)} and strpos(${candidates.searchText}, lower(${q})) > 0)`;
}

/** The column the chosen sort orders by before the tie-break, when it is not registration. */
export function sortKey(filters: Pick<CandidateFilters, 'sort'>): SQL | undefined {
  switch (filters.sort) {
    case 'completed':
      return sql`${candidates.completedAt}`;
    case 'score':
      return sql`${averageScore}`;
    default:
      return undefined;
  }
}

/**
 * The list's order: the chosen key (missing completion times and scores last either way; the
 * score is the team's average), then registration time and id in the same direction, so equal
 * keys never swap between pages.
 */
export function orderTerms(filters: Pick<CandidateFilters, 'sort' | 'order'>): SQL[] {
  const direction = filters.order === 'asc' ? sql`asc` : sql`desc`;
  const tieBreak = [sql`${candidates.createdAt} ${direction}`, sql`${candidates.id} ${direction}`];
  const key = sortKey(filters);
  return key ? [sql`${key} ${direction} nulls last`, ...tieBreak] : tieBreak;
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CandidateFilters, ReviewStatus, VideoState } from '../../../shared/review.schema';
import { answers, candidates, invites, reviews } from '../../db/schema';

/**
 * SQL pieces the list, Previous / Next and the CSV export share, so all three filter and order
 * candidates by one rule. They refer to `candidates` and a left-joined `reviews` by table name.
 */

/**
 * The video state the workspace shows, from the status of the candidate's latest kept recording
 * (`candidates.video_status`, kept by a trigger): uploading and uploaded are both on their way.
 */
export const videoState = sql<VideoState>`(case ${candidates.videoStatus}
  when 'processed' then 'ready'
  when 'failed' then 'failed'
  when 'uploading' then 'uploading'
  when 'uploaded' then 'uploading'
  else 'none' end)`;

/** Saved answers with text a reader would see (`has_text` is kept by the database). */
export const answeredCount = sql<number>`(
  select count(*)::int from ${answers}
  where ${answers.candidateId} = ${candidates.id} and ${answers.hasText}
)`.mapWith(Number);

const RECORDING_STATUSES: Record<Exclude<VideoState, 'none'>, string[]> = {
  ready: ['processed'],
  failed: ['failed'],
  uploading: ['uploading', 'uploaded'],
};

function videoCondition(state: VideoState): SQL {
  if (state === 'none') return sql`${candidates.videoStatus} is null`;
  const statuses = RECORDING_STATUSES[state].map((status) => sql`${status}`);
  return sql`${candidates.videoStatus} in (${sql.join(statuses, sql`, `)})`;
}

/** Written so the planner can estimate it: a missing review row is a new candidate. */
function statusCondition(status: ReviewStatus): SQL {
  return status === 'new'
    ? sql`(${reviews.status} is null or ${reviews.status} = 'new')`
    : sql`${reviews.status} = ${status}`;
}

export const reviewStatus = sql<string>`coalesce(${reviews.status}, 'new')`;

export function filterConditions(filters: CandidateFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.role) {
    conditions.push(
      sql`${candidates.inviteCode} in (select ${invites.code} from ${invites} where ${invites.roleId} = ${filters.role})`,
    );
  }
  if (filters.status) conditions.push(statusCondition(filters.status));
  if (filters.video) conditions.push(videoCondition(filters.video));
  if (filters.overTime !== undefined) conditions.push(eq(candidates.overTime, filters.overTime));
  if (filters.q) {
    // A plain substring search: `%` and `_` are text like any other, not wildcards.
    conditions.push(sql`strpos(${candidates.searchText}, lower(${filters.q})) > 0`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The list's order: the chosen key (missing completion times and scores last either way), then
 * registration time and id in the same direction, so equal keys never swap between pages.
 */
export function orderTerms(filters: Pick<CandidateFilters, 'sort' | 'order'>): SQL[] {
  const direction = filters.order === 'asc' ? sql`asc` : sql`desc`;
  const tieBreak = [sql`${candidates.createdAt} ${direction}`, sql`${candidates.id} ${direction}`];
  switch (filters.sort) {
    case 'completed':
      return [sql`${candidates.completedAt} ${direction} nulls last`, ...tieBreak];
    case 'score':
      return [sql`${reviews.score} ${direction} nulls last`, ...tieBreak];
    default:
      return tieBreak;
  }
}

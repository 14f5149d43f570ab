import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CandidateFilters, VideoState } from '../../../shared/review.schema';
import { answers, candidates, invites, recordings, reviews } from '../../db/schema';

/**
 * SQL pieces the list, Previous / Next and the CSV export share, so all three filter and order
 * candidates by one rule. They refer to `candidates` and a left-joined `reviews` by table name.
 */

/** The status of the candidate's latest recording that was not thrown away (Record Again). */
const latestRecordingStatus = sql`(
  select ${recordings.status} from ${recordings}
  where ${recordings.candidateId} = ${candidates.id} and ${recordings.status} <> 'discarded'
  order by ${recordings.createdAt} desc, ${recordings.id} desc
  limit 1)`;

/** The video state the workspace shows: uploading and uploaded are both still on their way. */
export const videoState = sql<VideoState>`(case ${latestRecordingStatus}
  when 'processed' then 'ready'
  when 'failed' then 'failed'
  when 'uploading' then 'uploading'
  when 'uploaded' then 'uploading'
  else 'none' end)`;

/** Saved answers with text a reader would see (tags, spaces and &nbsp; alone do not count). */
export const answeredCount = sql<number>`(
  select count(*)::int from ${answers}
  where ${answers.candidateId} = ${candidates.id}
    and regexp_replace(regexp_replace(${answers.html}, '<[^>]*>', '', 'g'), '&nbsp;|&#160;|[\\s\\u00a0\\ufeff]', '', 'g') <> ''
)`.mapWith(Number);

export const reviewStatus = sql<string>`coalesce(${reviews.status}, 'new')`;

/** `%` and `_` in the search text match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function filterConditions(filters: CandidateFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.role) {
    conditions.push(
      sql`${candidates.inviteCode} in (select ${invites.code} from ${invites} where ${invites.roleId} = ${filters.role})`,
    );
  }
  if (filters.status) conditions.push(sql`${reviewStatus} = ${filters.status}`);
  if (filters.video) conditions.push(sql`${videoState} = ${filters.video}`);
  if (filters.overTime !== undefined) conditions.push(eq(candidates.overTime, filters.overTime));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(or(ilike(candidates.name, pattern), ilike(candidates.email, pattern)) as SQL);
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

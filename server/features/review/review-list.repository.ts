import { count, eq, inArray, max, sql } from 'drizzle-orm';
import type { ReviewStatus } from '../../../shared/review.schema';
import { averageScore, memberScore, scoreCount } from '../scores/score-sql';
import type { Database } from '../../db/client';
import { invitedRoleVersion } from '../roles/role-columns';
import { countOnce } from './list-totals';
import { answers, candidates, feedback, invites, reviews, roleVersions } from '../../db/schema';
import {
  answeredCount,
  filterConditions,
  joinRoleVersion,
  orderTerms,
  reviewStatus,
  videoState,
  type ListFilters,
} from './review-list-sql';

/** One candidate as the list and the CSV export show them; `myScore` is the asking member's. */
function listColumns(memberId: string | undefined) {
  return {
    id: candidates.id,
    name: candidates.name,
    email: candidates.email,
    social: candidates.social,
    roleId: roleVersions.roleId,
    roleTitle: roleVersions.title,
    roleQuestions: roleVersions.questions,
    questionCount: sql<number>`jsonb_array_length(${roleVersions.questions})`.mapWith(Number),
    companyName: roleVersions.companyName,
    extraTime: invites.extraTime,
    registeredAt: candidates.createdAt,
    completedAt: candidates.completedAt,
    overTime: candidates.overTime,
    pasteCount: candidates.pasteCount,
    awayCount: candidates.awayCount,
    awayMs: candidates.awayMs,
    answered: answeredCount,
    video: videoState,
    candidateRating: feedback.rating,
    candidateFeedback: feedback.text,
    averageScore,
    scoreCount,
    myScore: memberScore(memberId),
    notes: reviews.notes,
    status: sql<ReviewStatus>`${reviewStatus}`,
  };
}

export type CandidateListRow = Awaited<ReturnType<typeof selectCandidateRows>>[number];

/**
 * One page of the filtered, ordered list in one statement: the inner query finds the page's ids
 * (filters and order only), the outer one joins and counts answers for those rows alone.
 */
export function selectCandidateRows(
  db: Database,
  filters: ListFilters,
  limit: number,
  offset: number,
) {
  const page = joinRoleVersion(
    db
      .select({ pageId: sql<string>`${candidates.id}`.as('page_id') })
      .from(candidates)
      .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
      .$dynamic(),
    filters,
  )
    .where(filterConditions(filters))
    .orderBy(...orderTerms(filters))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(listColumns(filters.memberId))
    .from(page)
    .innerJoin(candidates, eq(candidates.id, page.pageId))
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
    .leftJoin(feedback, eq(feedback.candidateId, candidates.id))
    .orderBy(...orderTerms(filters));
}

export function countCandidatesQuery(db: Database, filters: ListFilters) {
  return joinRoleVersion(
    db
      .select({ total: count() })
      .from(candidates)
      .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
      .$dynamic(),
    filters,
  ).where(filterConditions(filters));
}

/** How many candidates the filters match, counted once per filter and kept (`countOnce`). */
export function countCandidates(db: Database, filters: ListFilters): Promise<number> {
  return countOnce(db, filters, async () => {
    const [row] = await countCandidatesQuery(db, filters);
    return row?.total ?? 0;
  });
}

/** Every id the filters match, in the list's order (for the CSV export, read in batches). */
export async function selectCandidateIds(db: Database, filters: ListFilters): Promise<string[]> {
  const rows = await joinRoleVersion(
    db
      .select({ id: candidates.id })
      .from(candidates)
      .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
      .$dynamic(),
    filters,
  )
    .where(filterConditions(filters))
    .orderBy(...orderTerms(filters));
  return rows.map((row) => row.id);
}

/** The list's rows of these candidates, in no particular order. */
export function selectCandidateRowsByIds(db: Database, ids: string[]) {
  return db
    .select(listColumns(undefined))
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
    .leftJoin(feedback, eq(feedback.candidateId, candidates.id))
    .where(inArray(candidates.id, ids));
}

/**
 * The saved answers of these candidates as plain text: the html only of an answer saved before its
 * plain text was kept (null otherwise), so the export need not carry every answer's markup.
 */
export function selectAnswersOf(db: Database, ids: string[]) {
  return db
    .select({
      candidateId: answers.candidateId,
      questionIndex: answers.questionIndex,
      question: answers.question,
      plainText: answers.plainText,
      html: sql<string | null>`case when ${answers.plainText} is null then ${answers.html} end`,
    })
    .from(answers)
    .where(inArray(answers.candidateId, ids));
}

/**
 * The most questions any of these candidates was asked (their invites' role versions), read in
 * batches so a long export never sends one huge list of ids. 0 when there are none.
 */
export async function selectMostQuestions(db: Database, ids: string[]): Promise<number> {
  let most = 0;
  for (let start = 0; start < ids.length; start += 5_000) {
    const [row] = await db
      .select({ most: max(sql<number>`jsonb_array_length(${roleVersions.questions})`) })
      .from(candidates)
      .innerJoin(invites, eq(invites.code, candidates.inviteCode))
      .innerJoin(roleVersions, invitedRoleVersion)
      .where(inArray(candidates.id, ids.slice(start, start + 5_000)));
    most = Math.max(most, Number(row?.most ?? 0));
  }
  return most;
}

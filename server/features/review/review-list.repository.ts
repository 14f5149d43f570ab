import { and, count, eq, exists, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/**
 * The list's rows of these candidates, in no particular order. The ids are one array parameter:
 * a hundred parameters cost the planner more than the reading.
 */
export function selectCandidateRowsByIds(db: Database, ids: string[]) {
  return db
    .select(listColumns(undefined))
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
    .leftJoin(feedback, eq(feedback.candidateId, candidates.id))
    .where(sql`${candidates.id} = any(${sql.param(ids)}::uuid[])`);
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
      skipped: answers.skipped,
      html: sql<string | null>`case when ${answers.plainText} is null then ${answers.html} end`,
    })
    .from(answers)
    .where(sql`${answers.candidateId} = any(${sql.param(ids)}::uuid[])`);
}

/**
 * The most questions any candidate the filters match was asked: over the role versions, each
 * asking whether one such candidate was invited to it (the role and version kept on the candidate,
 * migration 0017, and their index), so a batch-by-batch export knows its header first. 0 for none.
 */
export async function selectMostQuestions(db: Database, filters: ListFilters): Promise<number> {
  // An alias: the filters may join the role versions themselves (`joinRoleVersion`).
  const version = alias(roleVersions, 'exported_version');
  const invitedToIt = joinRoleVersion(
    db
      .select({ one: sql`1` })
      .from(candidates)
      .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
      .$dynamic(),
    filters,
  ).where(
    and(
      eq(candidates.roleId, version.roleId),
      eq(candidates.roleVersion, version.version),
      filterConditions(filters),
    ),
  );
  const [row] = await db
    .select({ most: max(sql<number>`jsonb_array_length(${version.questions})`) })
    .from(version)
    .where(exists(invitedToIt));
  return Number(row?.most ?? 0);
}

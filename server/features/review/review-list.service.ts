import type {
  CandidateListItem,
  CandidateListPage,
  CandidateListQuery,
  CandidateNeighbours,
} from '../../../shared/review.schema';
import type { Database } from '../../db/client';
import {
  countCandidates,
  selectCandidateRows,
  type CandidateListRow,
} from './review-list.repository';
import type { ListFilters } from './review-list-sql';
import { findCandidateNeighbours } from './review-neighbours.repository';

export function toListItem(row: CandidateListRow): CandidateListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: { id: row.roleId, title: row.roleTitle, company: row.companyName },
    registeredAt: row.registeredAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    answered: row.answered,
    questionCount: row.questionCount,
    video: row.video,
    overTime: row.overTime,
    integrity: { pastes: row.pasteCount, awayCount: row.awayCount, awayMs: row.awayMs },
    candidateRating: row.candidateRating,
    averageScore: row.averageScore,
    scoreCount: row.scoreCount,
    myScore: row.myScore,
    status: row.status,
  };
}

export async function listCandidates(
  db: Database,
  query: CandidateListQuery & Pick<ListFilters, 'memberId'>,
): Promise<CandidateListPage> {
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    selectCandidateRows(db, query, query.pageSize, offset),
    countCandidates(db, query),
  ]);
  return { items: rows.map(toListItem), total, page: query.page, pageSize: query.pageSize };
}

/** Previous / Next in the filtered list; a candidate the filters leave out has neither. */
export async function candidateNeighbours(
  db: Database,
  filters: ListFilters,
  candidateId: string,
): Promise<CandidateNeighbours> {
  // The total first: kept per filter, and the position counts from the nearer end.
  const total = await countCandidates(db, filters);
  const place = await findCandidateNeighbours(db, filters, candidateId, total);
  return {
    previousId: place?.previousId ?? null,
    nextId: place?.nextId ?? null,
    position: place?.position ?? null,
    total,
  };
}

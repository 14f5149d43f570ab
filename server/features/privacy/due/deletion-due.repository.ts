import { asc, count, eq, sql } from 'drizzle-orm';
import type { ReviewStatus } from '../../../../shared/review.schema';
import type { Database } from '../../../db/client';
import { candidates, invites, reviews, roleVersions } from '../../../db/schema';
import { invitedRoleVersion } from '../../roles/role-columns';
import { deletionOf, erasureDueSql, retentionDueSql } from './deletion-date-sql';

/** A candidate the retention policy or their own erasure request will delete, and when. */
export interface DueCandidate {
  id: string;
  name: string;
  roleTitle: string;
  status: ReviewStatus;
  deleteOn: Date;
  reason: 'retention' | 'erasure';
}

/** When one candidate is due and why; both null when nothing deletes them (or they are held). */
export interface CandidateDeletionDate {
  deleteOn: Date | null;
  reason: 'retention' | 'erasure' | null;
}

/** Each candidate's two dates, computed once per row for the outer query to compare. */
function datedCandidates(db: Database) {
  return db
    .select({
      id: candidates.id,
      name: candidates.name,
      roleTitle: roleVersions.title,
      status: sql<ReviewStatus>`coalesce(${reviews.status}, 'new')`.as('status'),
      heldAt: candidates.heldAt,
      retentionOn: retentionDueSql.as('retention_on'),
      erasureOn: erasureDueSql.as('erasure_on'),
    })
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .leftJoin(reviews, eq(reviews.candidateId, candidates.id));
}

/** The not-held candidates with their deletion date, and whether it falls by the cutoff. */
function dueBy(db: Database, options: { now: Date; withinDays: number }) {
  const cutoff = new Date(options.now.getTime() + options.withinDays * 86_400_000);
  const dated = datedCandidates(db)
    .where(sql`${candidates.heldAt} is null`)
    // A fence: each row's two dates are computed once, not again where the outer query reads them.
    .offset(0)
    .as('dated');
  const { deleteOn, reason } = deletionOf(
    sql`${dated.retentionOn}`,
    sql`${dated.erasureOn}`,
    sql`${dated.heldAt} is null`,
  );
  const isDue = sql`${deleteOn} <= ${cutoff.toISOString()}::timestamptz`;
  return { dated, deleteOn, reason, isDue };
}

/**
 * The candidates due for deletion by `now` plus `withinDays` days (0: due now, as the deletion
 * job asks), earliest first, at most `limit`; held candidates never (docs/privacy.md). A
 * candidate who asked for erasure is due at the earlier of their request's date and the policy's.
 */
export async function listDueForDeletion(
  db: Database,
  options: { now: Date; withinDays: number; limit?: number },
): Promise<DueCandidate[]> {
  const { dated, deleteOn, reason, isDue } = dueBy(db, options);
  const rows = await db
    .select({
      id: dated.id,
      name: dated.name,
      roleTitle: dated.roleTitle,
      status: dated.status,
      deleteOn: deleteOn.mapWith(candidates.heldAt).as('delete_on'),
      reason: reason.as('reason'),
    })
    .from(dated)
    .where(isDue)
    .orderBy(asc(sql`delete_on`), asc(dated.id))
    .limit(options.limit ?? Number.MAX_SAFE_INTEGER);
  return rows.flatMap((row) =>
    row.deleteOn && row.reason ? [{ ...row, deleteOn: row.deleteOn, reason: row.reason }] : [],
  );
}

/** How many `listDueForDeletion` would list without a limit. */
export async function countDueForDeletion(
  db: Database,
  options: { now: Date; withinDays: number },
): Promise<number> {
  const { dated, isDue } = dueBy(db, options);
  const [row] = await db.select({ n: count() }).from(dated).where(isDue);
  return row?.n ?? 0;
}

/** When this candidate is due and why, for their page; null when they do not exist. */
export async function deletionDateOf(
  db: Database,
  candidateId: string,
): Promise<CandidateDeletionDate | null> {
  const { deleteOn, reason } = deletionOf(retentionDueSql, erasureDueSql);
  const [row] = await db
    .select({ deleteOn: deleteOn.mapWith(candidates.heldAt), reason })
    .from(candidates)
    .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
    .where(eq(candidates.id, candidateId));
  if (!row) return null;
  return { deleteOn: row.deleteOn ?? null, reason: row.reason ?? null };
}

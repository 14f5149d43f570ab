import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidates, invites, roleVersions, roles } from '../../db/schema';

/**
 * Every role (archived ones too) at its current version, with its counts, in one statement: the
 * counts are subqueries per row, each on the invites' role index, not a query per role.
 */
export async function listOverviewRows(db: Database, now: Date, id?: string) {
  const liveInvites = sql<number>`(
    select count(*)::int from ${invites}
    where ${invites.roleId} = ${roles.id}
      and ${invites.revokedAt} is null
      and ${invites.expiresAt} > ${now.toISOString()}::timestamptz
      and not exists (select 1 from ${candidates} where ${candidates.inviteCode} = ${invites.code})
  )`;
  const candidateCount = sql<number>`(
    select count(*)::int from ${candidates}
    inner join ${invites} on ${invites.code} = ${candidates.inviteCode}
    where ${invites.roleId} = ${roles.id}
  )`;
  return db
    .select({
      id: roles.id,
      title: roleVersions.title,
      companyName: roleVersions.companyName,
      companyLogo: roleVersions.companyLogo,
      questionCount: sql<number>`jsonb_array_length(${roleVersions.questions})`,
      questionForms: roleVersions.questionForms,
      version: roles.currentVersion,
      archived: roles.archived,
      liveInvites,
      candidates: candidateCount,
      updatedAt: roleVersions.createdAt,
      updatedBy: roleVersions.createdBy,
    })
    .from(roles)
    .innerJoin(
      roleVersions,
      and(eq(roleVersions.roleId, roles.id), eq(roleVersions.version, roles.currentVersion)),
    )
    .where(id === undefined ? undefined : eq(roles.id, id))
    .orderBy(asc(roleVersions.companyName), asc(roleVersions.title), asc(roles.id));
}

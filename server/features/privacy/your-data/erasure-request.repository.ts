import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { candidates, invites, roleVersions } from '../../../db/schema';
import { invitedRoleVersion } from '../../roles/role-columns';

/** What "Your data" shows of a candidate, or null when there is no such candidate. */
export async function findYourDataCandidate(db: Database, candidateId: string) {
  const rows = await db
    .select({
      id: candidates.id,
      name: candidates.name,
      language: candidates.language,
      heldAt: candidates.heldAt,
      erasureRequestedAt: candidates.erasureRequestedAt,
      roleId: roleVersions.roleId,
      roleTitle: roleVersions.title,
      companyName: roleVersions.companyName,
      companyUrl: roleVersions.companyUrl,
      companyLogo: roleVersions.companyLogo,
    })
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .where(eq(candidates.id, candidateId));
  return rows[0] ?? null;
}

export type YourDataCandidate = NonNullable<Awaited<ReturnType<typeof findYourDataCandidate>>>;

/** Notes the request unless one is noted already; answers whether this call noted it. */
export async function noteErasureRequest(
  db: Database,
  candidateId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(candidates)
    .set({ erasureRequestedAt: now })
    .where(and(eq(candidates.id, candidateId), isNull(candidates.erasureRequestedAt)))
    .returning({ id: candidates.id });
  return rows.length > 0;
}

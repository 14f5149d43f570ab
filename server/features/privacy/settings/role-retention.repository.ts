import { and, eq } from 'drizzle-orm';
import type { RetentionPolicy } from '../../../../shared/privacy.schema';
import type { Database } from '../../../db/client';
import { roleVersions, roles } from '../../../db/schema';

/**
 * Sets the role's own retention (null: the team's); answers the role's current title, or null
 * when there is no such role.
 */
export async function setRoleRetention(
  db: Database,
  roleId: string,
  retention: RetentionPolicy | null,
): Promise<string | null> {
  const [row] = await db
    .update(roles)
    .set({ retention })
    .from(roleVersions)
    .where(
      and(
        eq(roles.id, roleId),
        eq(roleVersions.roleId, roles.id),
        eq(roleVersions.version, roles.currentVersion),
      ),
    )
    .returning({ title: roleVersions.title });
  return row?.title ?? null;
}

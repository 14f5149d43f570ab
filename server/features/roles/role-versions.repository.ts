import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roleVersions, roles } from '../../db/schema';
import { roleColumns, type RoleRow } from './role-columns';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

export type VersionRow = RoleRow & { companyLogoId: string | null };
export type NewVersion = Omit<typeof roleVersions.$inferInsert, 'roleId' | 'version'>;

const versionColumns = { ...roleColumns, companyLogoId: roleVersions.companyLogoId };

/** Adds a role with its first version; false when the id is taken (nothing is written then). */
export async function insertRole(
  tx: Transaction,
  id: string,
  version: NewVersion,
  archived = false,
): Promise<boolean> {
  const inserted = await tx
    .insert(roles)
    .values({ id, archived, currentVersion: 1 })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  if (inserted.length === 0) return false;
  await tx.insert(roleVersions).values({ ...version, roleId: id, version: 1 });
  return true;
}

/**
 * The role's current version, its row locked until the transaction ends: two edits at once
 * apply one after the other, each adding its own version.
 */
export async function lockCurrentVersion(tx: Transaction, id: string): Promise<VersionRow | null> {
  const [role] = await tx
    .select({ currentVersion: roles.currentVersion })
    .from(roles)
    .where(eq(roles.id, id))
    .for('update');
  if (!role) return null;
  const [row] = await tx
    .select(versionColumns)
    .from(roleVersions)
    .where(and(eq(roleVersions.roleId, id), eq(roleVersions.version, role.currentVersion)));
  return row ?? null;
}

/** Adds a version and makes it the one new invites get. */
export async function addVersion(
  tx: Transaction,
  id: string,
  versionNumber: number,
  version: NewVersion,
  now: Date,
): Promise<void> {
  await tx.insert(roleVersions).values({ ...version, roleId: id, version: versionNumber });
  await tx
    .update(roles)
    .set({ currentVersion: versionNumber, updatedAt: now })
    .where(eq(roles.id, id));
}

/** Who made each version of a role and when, newest first. */
export async function listVersionSummaries(db: Database, id: string) {
  return db
    .select({
      version: roleVersions.version,
      createdAt: roleVersions.createdAt,
      createdBy: roleVersions.createdBy,
    })
    .from(roleVersions)
    .where(eq(roleVersions.roleId, id))
    .orderBy(desc(roleVersions.version));
}

/** Archives or restores a role; false when there is no such role. */
export async function setArchived(
  db: Database,
  id: string,
  archived: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(roles)
    .set({ archived, updatedAt: now })
    .where(eq(roles.id, id))
    .returning({ id: roles.id });
  return rows.length > 0;
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { RetentionPolicy } from '../../../shared/privacy.schema';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { roleVersions, roles } from '../../db/schema';
import { roleColumns, type RoleRow } from './role-columns';

/** Joins a role to its current version: what new invites get. */
const currentVersion = and(
  eq(roleVersions.roleId, roles.id),
  eq(roleVersions.version, roles.currentVersion),
);

/**
 * A role at its current version, with its uploaded logo's id (the editor's), whether it is
 * archived and its own retention (docs/privacy.md).
 */
export type CurrentRoleRow = RoleRow & {
  companyLogoId: string | null;
  archived: boolean;
  retention: RetentionPolicy | null;
};

const currentRoleColumns = {
  ...roleColumns,
  companyLogoId: roleVersions.companyLogoId,
  archived: roles.archived,
  retention: roles.retention,
};

/** Every role at its current version, by company and title; archived ones only when asked. */
export async function listRoleRows(
  db: Database,
  options: { includeArchived: boolean } = { includeArchived: false },
): Promise<CurrentRoleRow[]> {
  return db
    .select(currentRoleColumns)
    .from(roles)
    .innerJoin(roleVersions, currentVersion)
    .where(options.includeArchived ? undefined : eq(roles.archived, false))
    .orderBy(asc(roleVersions.companyName), asc(roleVersions.title));
}

const roleRowById = preparedPerDatabase((db) =>
  db
    .select(currentRoleColumns)
    .from(roles)
    .innerJoin(roleVersions, currentVersion)
    .where(eq(roles.id, sql.placeholder('id')))
    .prepare('role_row_by_id'),
);

/** A role at its current version, archived or not. */
export async function findRoleRow(db: Database, id: string): Promise<CurrentRoleRow | null> {
  const rows = await roleRowById(db).execute({ id });
  return rows[0] ?? null;
}

/** One version of a role, as an invite made with it asks. */
export async function findRoleVersionRow(
  db: Database,
  id: string,
  version: number,
): Promise<RoleRow | null> {
  const rows = await db
    .select(roleColumns)
    .from(roleVersions)
    .where(and(eq(roleVersions.roleId, id), eq(roleVersions.version, version)));
  return rows[0] ?? null;
}

export type NewRoleVersion = Omit<typeof roleVersions.$inferInsert, 'roleId' | 'version'>;

/**
 * Adds roles that are not there yet, each with its first version, in one transaction; roles
 * already stored (and edited) are kept. Answers how many were added.
 */
export async function insertMissingRoles(
  db: Database,
  rows: { id: string; version: NewRoleVersion }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(roles)
      .values(rows.map((row) => ({ id: row.id, currentVersion: 1 })))
      .onConflictDoNothing()
      .returning({ id: roles.id });
    const added = new Set(inserted.map((row) => row.id));
    const versions = rows
      .filter((row) => added.has(row.id))
      .map((row) => ({ ...row.version, roleId: row.id, version: 1 }));
    if (versions.length > 0) await tx.insert(roleVersions).values(versions);
    return inserted.length;
  });
}

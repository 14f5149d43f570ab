import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { companies, roles } from '../../db/schema';
import { roleColumns, type RoleRow } from './role-columns';

export async function listRoleRows(db: Database): Promise<RoleRow[]> {
  return db
    .select(roleColumns)
    .from(roles)
    .innerJoin(companies, eq(companies.slug, roles.companySlug))
    .where(eq(roles.archived, false))
    .orderBy(asc(companies.name), asc(roles.title));
}

const roleRowById = preparedPerDatabase((db) =>
  db
    .select(roleColumns)
    .from(roles)
    .innerJoin(companies, eq(companies.slug, roles.companySlug))
    .where(eq(roles.id, sql.placeholder('id')))
    .prepare('role_row_by_id'),
);

export async function findRoleRow(db: Database, id: string): Promise<RoleRow | null> {
  const rows = await roleRowById(db).execute({ id });
  return rows[0] ?? null;
}

export async function insertCompanies(
  db: Database,
  rows: (typeof companies.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(companies).values(rows).onConflictDoNothing();
}

/** Adds catalogue roles that are not there yet; roles already stored (and edited) are kept. */
export async function insertRoles(
  db: Database,
  rows: (typeof roles.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(roles)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: roles.id });
  return inserted.length;
}

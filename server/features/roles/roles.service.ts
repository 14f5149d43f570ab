import type { Role } from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { readCatalogue } from './catalogue';
import { monogramLogo } from './monogram-logo';
import { toRole } from './role-columns';
import { findRoleRow, insertCompanies, insertRoles, listRoleRows } from './roles.repository';

export async function listRoles(db: Database): Promise<Role[]> {
  return (await listRoleRows(db)).map(toRole);
}

export async function findRole(db: Database, id: string): Promise<Role | null> {
  const row = await findRoleRow(db, id);
  return row ? toRole(row) : null;
}

/**
 * Loads the built-in catalogue into the database. Idempotent: what is there already, including a
 * hiring team's edits, is left as it is. Answers how many roles were added.
 */
export async function loadCatalogue(db: Database): Promise<number> {
  const catalogue = readCatalogue();
  await insertCompanies(
    db,
    catalogue.companies.map((company) => ({
      slug: company.slug,
      name: company.name,
      url: company.url,
      color: company.color,
      tagline: company.tagline,
      logo: monogramLogo(company.name, company.color),
    })),
  );
  return insertRoles(
    db,
    catalogue.roles.map((role) => ({
      id: role.id,
      companySlug: role.company,
      title: role.role,
      questions: role.questions,
    })),
  );
}

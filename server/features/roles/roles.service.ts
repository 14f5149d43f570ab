import type { Role } from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { readCatalogue } from './catalogue';
import { monogramLogo } from './monogram-logo';
import {
  findRoleRow,
  findRoleRowByInvite,
  insertCompanies,
  insertRoles,
  listRoleRows,
  type RoleRow,
} from './roles.repository';

function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    role: row.title,
    company: { name: row.companyName, url: row.companyUrl, logo: row.companyLogo },
    maxMinutes: row.maxMinutes,
    questions: row.questions,
  };
}

export async function listRoles(db: Database): Promise<Role[]> {
  return (await listRoleRows(db)).map(toRole);
}

export async function findRole(db: Database, id: string): Promise<Role | null> {
  const row = await findRoleRow(db, id);
  return row ? toRole(row) : null;
}

/** The role an invite was made for, whatever the invite's state. */
export async function findRoleOfInvite(db: Database, inviteCode: string): Promise<Role | null> {
  const row = await findRoleRowByInvite(db, inviteCode);
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

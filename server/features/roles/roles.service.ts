import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { DEFAULT_ROLE_SETTINGS, type Role } from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { readCatalogue } from './catalogue';
import { monogramLogo } from './monogram-logo';
import { toRole } from './role-columns';
import {
  findRoleRow,
  findRoleVersionRow,
  insertMissingRoles,
  listRoleRows,
} from './roles.repository';

/** The roles that take new invites, at their current versions. */
export async function listRoles(db: Database): Promise<Role[]> {
  return (await listRoleRows(db)).map((row) => toRole(row, row.archived));
}

/** A role at its current version (archived or not), or null. */
export async function findRole(db: Database, id: string): Promise<Role | null> {
  const row = await findRoleRow(db, id);
  return row ? toRole(row, row.archived) : null;
}

/** The version of a role an invite was made with. */
export async function findRoleVersion(
  db: Database,
  id: string,
  version: number,
): Promise<Role | null> {
  const row = await findRoleVersionRow(db, id, version);
  return row ? toRole(row) : null;
}

/** The language a role version's candidates read (docs/languages.md); English if it is gone. */
export async function roleLanguageOf(db: Database, id: string, version: number): Promise<Language> {
  const role = await findRoleVersion(db, id, version);
  return role?.settings.language ?? DEFAULT_LANGUAGE;
}

/**
 * Loads the built-in catalogue's roles as live roles (demo content, `DEMO_ROLES`). Idempotent:
 * what is there already, including a hiring team's edits, is left as it is. Answers how many
 * roles were added.
 */
export async function loadCatalogue(db: Database): Promise<number> {
  const catalogue = readCatalogue();
  const companies = new Map(catalogue.companies.map((company) => [company.slug, company]));
  return insertMissingRoles(
    db,
    catalogue.roles.map((role) => {
      const company = companies.get(role.company)!;
      return {
        id: role.id,
        version: {
          title: role.role,
          companyName: company.name,
          companyUrl: company.url,
          companyLogo: monogramLogo(company.name, company.color),
          questions: role.questions,
          guidance: role.questions.map(() => ''),
          settings: DEFAULT_ROLE_SETTINGS,
          createdBy: 'catalogue',
        },
      };
    }),
  );
}

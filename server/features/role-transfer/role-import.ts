import type { RoleExport, RoleInput } from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { prepareLogo, storePreparedLogos, type StoredLogo } from '../role-logos/role-logos.service';
import { saveImportedRole } from '../roles/role-editing.service';

/** Who made the versions a file brings. */
const IMPORT_ACTOR = 'import';

interface PreparedRole {
  id: string;
  archived: boolean;
  input: RoleInput;
}

/**
 * A file's roles, checked before anything is written: the same role twice, or a logo the
 * upload would refuse, is a 400 naming the role.
 */
function prepare(file: RoleExport): { roles: PreparedRole[]; logos: StoredLogo[] } {
  const ids = new Set<string>();
  const logos = new Map<string, StoredLogo>();
  const roles = file.roles.map((role, index) => {
    if (ids.has(role.id)) throw new AppError('import-duplicate-role', role.id);
    ids.add(role.id);
    let logoId: string | null = null;
    if (role.company.logo) {
      const { mimeType, base64 } = role.company.logo;
      try {
        const logo = prepareLogo(mimeType, Buffer.from(base64, 'base64'));
        logos.set(logo.id, logo);
        logoId = logo.id;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new AppError('import-role-problem', index + 1, error.message);
      }
    }
    const input: RoleInput = {
      title: role.title,
      company: { name: role.company.name, url: role.company.url, logoId },
      questions: role.questions,
      settings: role.settings,
      candidateTexts: role.candidateTexts ?? null,
    };
    return { id: role.id, archived: role.archived, input };
  });
  return { roles, logos: [...logos.values()] };
}

/**
 * Imports a roles file in one transaction, after every role and logo in it was checked: each
 * role is created or gets a new version as `saveImportedRole` decides.
 */
export async function importRoles(
  db: Database,
  file: RoleExport,
  now = new Date(),
): Promise<{ created: string[]; updated: string[] }> {
  const { roles, logos } = prepare(file);
  return db.transaction(async (tx) => {
    await storePreparedLogos(tx, logos);
    const created: string[] = [];
    const updated: string[] = [];
    for (const role of roles) {
      const outcome = await saveImportedRole(tx, role, IMPORT_ACTOR, now);
      if (outcome === 'created') created.push(role.id);
      if (outcome === 'updated') updated.push(role.id);
    }
    return { created, updated };
  });
}

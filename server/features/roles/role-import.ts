import type { RoleExport, RoleInput } from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { saveVersion, versionFromInput } from './role-editing.service';
import { checkLogo } from './role-logo-check';
import { insertLogos, type StoredLogo } from './role-logos.repository';
import { logoToStore } from './role-logos.service';
import { ROLE_TEXTS } from './role-texts';
import { inTransaction, insertRole } from './role-versions.repository';

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
    if (ids.has(role.id)) throw new AppError(400, ROLE_TEXTS.duplicateImportId(role.id));
    ids.add(role.id);
    let logoId: string | null = null;
    if (role.company.logo) {
      const { mimeType, base64 } = role.company.logo;
      try {
        const logo = logoToStore(checkLogo(mimeType, Buffer.from(base64, 'base64')));
        logos.set(logo.id, logo);
        logoId = logo.id;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new AppError(400, ROLE_TEXTS.importProblem(index + 1, error.message));
      }
    }
    const input: RoleInput = {
      title: role.title,
      company: { name: role.company.name, url: role.company.url, logoId },
      questions: role.questions,
      settings: role.settings,
    };
    return { id: role.id, archived: role.archived, input };
  });
  return { roles, logos: [...logos.values()] };
}

/**
 * Imports a roles file in one transaction: a role new here is created as the file has it
 * (archived or not); a role already here gets a new version when the file differs, and keeps
 * whether it is archived (that is this install's own decision).
 */
export async function importRoles(
  db: Database,
  file: RoleExport,
  now = new Date(),
): Promise<{ created: string[]; updated: string[] }> {
  const { roles, logos } = prepare(file);
  return inTransaction(db, async (tx) => {
    await insertLogos(tx, logos);
    const created: string[] = [];
    const updated: string[] = [];
    for (const role of roles) {
      const first = versionFromInput(role.input, IMPORT_ACTOR, null);
      if (await insertRole(tx, role.id, { ...first, createdAt: now }, role.archived)) {
        created.push(role.id);
        continue;
      }
      const { changed } = await saveVersion(tx, role.id, role.input, IMPORT_ACTOR, now);
      if (changed) updated.push(role.id);
    }
    return { created, updated };
  });
}

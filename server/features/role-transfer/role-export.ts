import {
  ROLE_LOGO_TYPES,
  type ExportedRole,
  type RoleExport,
  type RoleLogoType,
} from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { questionsOf, settingsOf } from '../roles/role-columns';
import { listExportRows } from './role-export.repository';

type ExportRow = Awaited<ReturnType<typeof listExportRows>>[number];

function toExportedRole(row: ExportRow): ExportedRole {
  const logo =
    row.logoBytes && ROLE_LOGO_TYPES.includes(row.logoMimeType as RoleLogoType)
      ? {
          mimeType: row.logoMimeType as RoleLogoType,
          base64: Buffer.from(row.logoBytes).toString('base64'),
        }
      : null;
  return {
    id: row.id,
    archived: row.archived,
    title: row.title,
    company: { name: row.companyName, url: row.companyUrl, logo },
    questions: questionsOf(row),
    settings: settingsOf(row.settings),
    // A role keeping all the workspace's words says nothing of them.
    ...(row.candidateTexts ? { candidateTexts: row.candidateTexts } : {}),
  };
}

/**
 * Every role (or one) as a file another install imports: each role's current version with its
 * logo's bytes, so the file needs nothing from here.
 */
export async function exportRoles(
  db: Database,
  id?: string,
  now = new Date(),
): Promise<RoleExport> {
  const rows = await listExportRows(db, id);
  if (id !== undefined && rows.length === 0) throw new AppError('role-missing', id);
  return {
    format: 'prescreen-roles',
    exportVersion: 2,
    exportedAt: now.toISOString(),
    roles: rows.map(toExportedRole),
  };
}

/** The download's file name: `prescreen-roles-2026-11-25.json`, or `prescreen-role-abc.json`. */
export function exportFileName(id: string | undefined, now = new Date()): string {
  return id === undefined
    ? `prescreen-roles-${now.toISOString().slice(0, 10)}.json`
    : `prescreen-role-${id}.json`;
}

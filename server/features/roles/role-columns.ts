import { and, eq } from 'drizzle-orm';
import type { Role, RoleSettings } from '../../../shared/roles.schema';
import { invites, roleVersions } from '../../db/schema';

/**
 * The columns a role's version is read with, for any query that selects one: the catalogue's
 * (each role's current version), and the candidate's admission (the version of their invite),
 * which reads it with the session in one statement.
 */
export const roleColumns = {
  id: roleVersions.roleId,
  version: roleVersions.version,
  title: roleVersions.title,
  companyName: roleVersions.companyName,
  companyUrl: roleVersions.companyUrl,
  companyLogo: roleVersions.companyLogo,
  questions: roleVersions.questions,
  guidance: roleVersions.guidance,
  settings: roleVersions.settings,
};

/** Joins an invite to the version of its role it was made with (its snapshot). */
export const invitedRoleVersion = and(
  eq(roleVersions.roleId, invites.roleId),
  eq(roleVersions.version, invites.roleVersion),
);

export type RoleRow = {
  id: string;
  version: number;
  title: string;
  companyName: string;
  companyUrl: string;
  companyLogo: string;
  questions: string[];
  guidance: string[];
  settings: RoleSettings;
};

/** The duration label the candidate reads: `20mins` for the default. */
export function durationLabel(settings: RoleSettings): string {
  return settings.answerMinutes === null ? 'no limit' : `${settings.answerMinutes}mins`;
}

export function toRole(row: RoleRow, archived = false): Role {
  return {
    id: row.id,
    role: row.title,
    company: { name: row.companyName, url: row.companyUrl, logo: row.companyLogo },
    maxMinutes: durationLabel(row.settings),
    questions: row.questions,
    guidance: row.guidance,
    settings: row.settings,
    version: row.version,
    archived,
  };
}

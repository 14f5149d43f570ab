import type { Role } from '../../../shared/roles.schema';
import { companies, roles } from '../../db/schema';

/**
 * The columns a role is read with (roles joined to companies), for any query that selects a role:
 * the catalogue's, and the candidate's admission, which reads the role with the session in one
 * statement.
 */
export const roleColumns = {
  id: roles.id,
  title: roles.title,
  maxMinutes: roles.maxMinutes,
  questions: roles.questions,
  companyName: companies.name,
  companyUrl: companies.url,
  companyLogo: companies.logo,
};

export type RoleRow = {
  id: string;
  title: string;
  maxMinutes: string;
  questions: string[];
  companyName: string;
  companyUrl: string;
  companyLogo: string;
};

export function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    role: row.title,
    company: { name: row.companyName, url: row.companyUrl, logo: row.companyLogo },
    maxMinutes: row.maxMinutes,
    questions: row.questions,
  };
}

import { formsOf } from '../../../shared/question-forms.schema';
import type { RoleOverview } from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { listOverviewRows } from './role-overview.repository';
import { setArchived } from './role-versions.repository';

type OverviewRow = Awaited<ReturnType<typeof listOverviewRows>>[number];

function toOverview({ questionForms, ...row }: OverviewRow): RoleOverview {
  // node-postgres answers a count as a number only with the cast; PGlite and PostgreSQL agree after it.
  const questionCount = Number(row.questionCount);
  return {
    ...row,
    questionCount,
    answerTypes: formsOf(questionForms, questionCount).map(({ answer }) => answer.type),
    liveInvites: Number(row.liveInvites),
    candidates: Number(row.candidates),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The roles page: every role, archived ones too, with its live invites and candidates. */
export async function listRoleOverview(db: Database, now = new Date()): Promise<RoleOverview[]> {
  return (await listOverviewRows(db, now)).map(toOverview);
}

async function roleOverview(db: Database, id: string, now: Date): Promise<RoleOverview> {
  const [row] = await listOverviewRows(db, now, id);
  if (!row) throw new AppError('role-missing', id);
  return toOverview(row);
}

/**
 * Archives (no new invites; gone from the invite panel's list) or restores a role. Invites made
 * and candidates who started are left as they are.
 */
export async function setRoleArchived(
  db: Database,
  id: string,
  archived: boolean,
  now = new Date(),
): Promise<RoleOverview> {
  if (!(await setArchived(db, id, archived, now))) throw new AppError('role-missing', id);
  return roleOverview(db, id, now);
}

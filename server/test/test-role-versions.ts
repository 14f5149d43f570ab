import { and, eq } from 'drizzle-orm';
import type { RoleSettings } from '../../shared/roles.schema';
import { roles, roleVersions } from '../db/schema';
import type { TestApp } from './test-app';

/**
 * A new version of a role, as an edit on the roles page makes one: its questions and settings
 * changed, and new invites get it. Answers the new version's number.
 */
export async function addRoleVersion(
  t: TestApp,
  roleId: string,
  change: { questions?: string[]; settings?: Partial<RoleSettings> },
): Promise<number> {
  const { db } = t.database;
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw new Error(`No role ${roleId}`);
  const [current] = await db
    .select()
    .from(roleVersions)
    .where(and(eq(roleVersions.roleId, roleId), eq(roleVersions.version, role.currentVersion)));
  if (!current) throw new Error(`No version ${role.currentVersion} of ${roleId}`);
  const version = current.version + 1;
  const questions = change.questions ?? current.questions;
  await db.insert(roleVersions).values({
    ...current,
    version,
    questions,
    guidance: questions.map((_, index) => current.guidance[index] ?? ''),
    settings: { ...current.settings, ...change.settings },
    createdAt: new Date(),
    createdBy: 'test',
  });
  await db.update(roles).set({ currentVersion: version }).where(eq(roles.id, roleId));
  return version;
}

import type { MemberRole } from '../../shared/team.schema';
import type { DatabaseHandle } from '../db/client';
import { members } from '../db/schema';
import { createApiToken } from '../features/team/api-tokens.service';
import type { MemberRow } from '../features/team/members.repository';

export interface TestMember {
  row: MemberRow;
  /** The `Authorization` header of a personal API token of theirs. */
  auth: { authorization: string };
}

/** A member with the role, straight in the database, and an API token to act as them. */
export async function addTestMember(
  database: DatabaseHandle,
  role: MemberRole,
  name = `Test ${role}`,
): Promise<TestMember> {
  const [row] = await database.db
    .insert(members)
    .values({ name, role, email: `${name.toLowerCase().replace(/\W+/g, '.')}@team.example` })
    .returning();
  const member = row as MemberRow;
  const { token } = await createApiToken(database.db, member.id, 'tests');
  return { row: member, auth: { authorization: `Bearer ${token}` } };
}

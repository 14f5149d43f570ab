import type { TeamMember } from '../../../shared/members.schema';
import type { MemberRole } from '../../../shared/team.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { CurrentMember } from '../team/current-member';
import { OWNER_MEMBER_ID } from '../team/owner';
import {
  countOtherOwners,
  removeMember,
  setMemberRole,
  type TeamMemberRow,
} from './members.repository';

export function toTeamMember(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
  };
}

/** Only an owner makes someone an owner (today only owners manage the team; this stays true). */
export function refuseOwnerGrant(actor: CurrentMember, role: MemberRole): void {
  if (role === 'owner' && actor.role !== 'owner') {
    throw new AppError('only-owner-grants-owner');
  }
}

/** Never the built-in owner, never oneself, never the team's last owner. */
async function refuseProtected(db: Database, actor: CurrentMember, id: string, demotes: boolean) {
  if (id === OWNER_MEMBER_ID) throw new AppError('built-in-owner');
  if (id === actor.id) throw new AppError('not-yourself');
  if (demotes && (await countOtherOwners(db, id)) === 0) {
    throw new AppError('last-owner');
  }
}

export async function changeMemberRole(
  db: Database,
  actor: CurrentMember,
  id: string,
  role: MemberRole,
): Promise<TeamMemberRow> {
  refuseOwnerGrant(actor, role);
  await refuseProtected(db, actor, id, role !== 'owner');
  const row = await setMemberRole(db, id, role);
  if (!row) throw new AppError('member-missing');
  return row;
}

export async function removeTeamMember(
  db: Database,
  actor: CurrentMember,
  id: string,
  now = new Date(),
): Promise<TeamMemberRow> {
  await refuseProtected(db, actor, id, true);
  const row = await removeMember(db, id, now);
  if (!row) throw new AppError('member-missing');
  return row;
}

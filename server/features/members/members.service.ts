import { ACCOUNT_TEXTS } from '../../../shared/accounts-texts';
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
    throw new AppError(403, ACCOUNT_TEXTS.onlyOwnerGrantsOwner);
  }
}

/** Never the built-in owner, never oneself, never the team's last owner. */
async function refuseProtected(db: Database, actor: CurrentMember, id: string, demotes: boolean) {
  if (id === OWNER_MEMBER_ID) throw new AppError(409, ACCOUNT_TEXTS.notTheBuiltInOwner);
  if (id === actor.id) throw new AppError(409, ACCOUNT_TEXTS.notYourself);
  if (demotes && (await countOtherOwners(db, id)) === 0) {
    throw new AppError(409, ACCOUNT_TEXTS.lastOwner);
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
  if (!row) throw new AppError(404, ACCOUNT_TEXTS.memberMissing);
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
  if (!row) throw new AppError(404, ACCOUNT_TEXTS.memberMissing);
  return row;
}

import type { Database } from '../../db/client';
import { recordAudit, type AuditAction } from '../team/audit';
import type { CurrentMember } from '../team/current-member';

/** What the audit log needs to name an invite: its role, and whom it is for when known. */
export interface AuditedInvite {
  code: string;
  roleTitle: string;
  label: string | null;
  email: string | null;
}

/**
 * Records a change to one candidate invite (`docs/team.md#audit`): the target names the role and
 * the person, the detail keeps the code and whether a personal API token did it.
 */
export async function recordInviteAudit(
  db: Database,
  actor: CurrentMember,
  action: Extract<AuditAction, `invite.${string}`>,
  invite: AuditedInvite,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const person = invite.label || invite.email;
  const target = person ? `${invite.roleTitle}: ${person}` : invite.roleTitle;
  await recordAudit(db, actor, action, target, {
    code: invite.code,
    email: invite.email,
    via: actor.via,
    ...detail,
  });
}

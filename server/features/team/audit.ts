import type { Member } from '../../../shared/team.schema';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';

/**
 * What the owner can look back on (`docs/team.md`): sign-ins, member changes, tokens, shares,
 * deletions and exports, invites and role edits, with who and when. `target` says in words what
 * it was done to.
 */
export type AuditAction =
  | 'sign-in'
  | 'sign-out'
  | 'member.invite'
  | 'member.join'
  | 'member.role'
  | 'member.remove'
  | 'member.invite-revoke'
  | 'mail.settings'
  | 'passkey.add'
  | 'passkey.remove'
  | 'password.set'
  | 'email.set'
  | 'token.create'
  | 'token.revoke'
  | 'share.create'
  | 'share.revoke'
  | 'share.visit'
  | 'candidate.delete'
  | 'recording.reprocess'
  | 'webhook.create'
  | 'webhook.delete'
  | 'candidates.export'
  | 'invites.bulk'
  | 'invite.create'
  | 'invite.revoke'
  | 'invite.extend'
  | 'role.create'
  | 'role.edit'
  | 'role.archive'
  | 'role.restore'
  | 'roles.import'
  | 'privacy.settings'
  | 'candidate-texts.settings'
  | 'candidate.hold'
  | 'candidate.unhold'
  | 'candidate.export'
  | 'candidate.erasure-request';

/** Who did it: a member, or a share link's visitor (by the name they typed, or none). */
export type AuditActor = Pick<Member, 'id' | 'name'> | { id: null; name: string };

/**
 * `candidateId`: the candidate the entry is about, if it is about one. A deletion finds the
 * entries by it and blanks the candidate's name in them (docs/privacy.md).
 */
export async function recordAudit(
  db: Database,
  actor: AuditActor,
  action: AuditAction,
  target = '',
  detail: Record<string, unknown> = {},
  now = new Date(),
  candidateId: string | null = null,
): Promise<void> {
  await db.insert(auditEvents).values({
    memberId: actor.id,
    actorName: actor.name.slice(0, 160),
    action,
    target: target.slice(0, 300),
    detail,
    // An entry naming a candidate in its detail is about them (docs/privacy.md).
    candidateId:
      candidateId ?? (typeof detail.candidateId === 'string' ? detail.candidateId : null),
    createdAt: now,
  });
}

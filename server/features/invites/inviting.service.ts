import { INVITE_VALIDITY_MS } from '../../../shared/constants';
import { encodeInviteCode } from '../../../shared/invite-codec';
import type { CreateInviteRequestSchema } from '../../../shared/invites.schema';
import {
  flagBulkLines,
  type BulkInvitePreviewLine,
  type BulkInvitePreviewRequest,
  type BulkInviteRequest,
} from '../../../shared/inviting.schema';
import type { AdminInvite } from '../../../shared/review.schema';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { recordAudit, type AuditActor } from '../team/audit';
import type { CurrentMember } from '../team/current-member';
import { recordInviteAudit } from './invite-audit';
import { requireAdminInvite } from './invites-admin.service';
import { createInvite, requireInvitableRole } from './invites.service';
import { findLiveInviteEmails, insertInvites, lockRoleInvites } from './inviting.repository';
import { inviteUrl } from './site-origin';

/** What inviting needs of the mail feature (`app.mail`, `docs/mail.md`). */
export interface InviteMailer {
  /** An SMTP server is set: mails can be queued. */
  readonly enabled: boolean;
  /**
   * Queues the invite's mail to its email (a new mail each call); answers the outbox row id. In
   * `tx` when given: then `wake` sends it once the transaction committed.
   */
  queueInvite(code: string, origin: string, tx?: Database): Promise<string>;
  wake(): void;
}

/** Sending needs mail on and an address; refused (409) before anything is created. */
function requireSendable(mail: InviteMailer, email: string | null | undefined): void {
  if (!mail.enabled) throw new AppError('mail-off-invite');
  if (!email) throw new AppError('send-without-email');
}

/**
 * One invite, for a named person with an email or not; its mail (when asked) and its audit entry
 * are saved in the invite's transaction, so a crash never leaves an invite whose mail was not
 * queued (`docs/mail.md`).
 */
export async function createInviteFor(
  db: Database,
  mail: InviteMailer,
  input: z.output<typeof CreateInviteRequestSchema>,
  actor: CurrentMember,
  origin: string,
) {
  if (input.send) requireSendable(mail, input.email);
  const sent = Boolean(input.send && input.email);
  const invite = await createInvite(db, input, new Date(), async (tx, created) => {
    if (sent) await mail.queueInvite(created.code, origin, tx);
    await recordInviteAudit(tx, actor, 'invite.create', created, { role: created.roleId, sent });
  });
  if (sent) mail.wake();
  return { invite, sent };
}

/** What each line of a list would meet: flags, and none for a line that would be invited. */
export async function previewBulkInvites(
  db: Database,
  request: BulkInvitePreviewRequest,
  now = new Date(),
): Promise<BulkInvitePreviewLine[]> {
  const role = await requireInvitableRole(db, request.identifyCode);
  const emails = request.entries.map((entry) => entry.email.trim().toLowerCase());
  const invited = await findLiveInviteEmails(db, role.id, emails, now);
  return flagBulkLines(request.entries, invited);
}

/**
 * Invites everyone of a list in one transaction: all of them or, when one already holds a live
 * invite to the role, none. Their mails are queued in the same transaction, so a crash never
 * leaves invites whose mails were not queued (`docs/mail.md`).
 */
export async function createBulkInvites(
  db: Database,
  mail: InviteMailer,
  request: BulkInviteRequest,
  actor: AuditActor,
  origin: string,
  now = new Date(),
) {
  if (request.send && !mail.enabled) throw new AppError('mail-off-invite');
  const role = await requireInvitableRole(db, request.identifyCode);
  const created = await db.transaction(async (tx) => {
    await lockRoleInvites(tx, role.id);
    const emails = request.entries.map((entry) => entry.email);
    const invited = await findLiveInviteEmails(tx, role.id, emails, now);
    if (invited.size > 0) {
      throw new AppError('already-invited', [...invited].join(', '));
    }
    const rows = await insertInvites(
      tx,
      request.entries.map((entry) => ({
        code: encodeInviteCode(role.id),
        roleId: role.id,
        roleVersion: role.version,
        label: entry.name,
        email: entry.email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_VALIDITY_MS),
      })),
    );
    if (request.send) for (const invite of rows) await mail.queueInvite(invite.code, origin, tx);
    await recordAudit(tx, actor, 'invites.bulk', role.role, {
      count: rows.length,
      send: request.send,
      emails,
    });
    return rows;
  });
  const queued = request.send ? created.length : 0;
  if (queued > 0) mail.wake();
  return {
    invites: created.map((invite) => ({
      code: invite.code,
      url: inviteUrl(origin, invite.code),
      name: invite.label ?? '',
      email: invite.email ?? '',
    })),
    queued,
  };
}

/**
 * Queues an invite's mail again (a resend is a new mail): while it can still be used, that is
 * live, or used by a candidate who has not finished.
 */
export async function resendInvite(
  db: Database,
  mail: InviteMailer,
  code: string,
  origin: string,
  now = new Date(),
): Promise<AdminInvite> {
  const invite = await requireAdminInvite(db, code, origin, now);
  if (!invite.email) throw new AppError('resend-without-email');
  if (invite.state === 'revoked') throw new AppError('resend-revoked');
  if (invite.state === 'expired') throw new AppError('resend-expired');
  if (invite.candidate?.completedAt) throw new AppError('resend-completed');
  if (!mail.enabled) throw new AppError('mail-off-resend');
  await mail.queueInvite(code, origin);
  return requireAdminInvite(db, code, origin, now);
}

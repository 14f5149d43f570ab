import { INVITE_VALIDITY_MS } from '../../../shared/constants';
import { decodeInviteCode, encodeInviteCode } from '../../../shared/invite-codec';
import type { ExtraTime, InvitePublicView } from '../../../shared/invites.schema';
import type { Role } from '../../../shared/roles.schema';
import { allowedMinutes } from '../../../shared/time-allowance';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { signUpTextsOf } from '../candidate-texts/candidate-texts.service';
import { loadDeploymentId } from '../settings/deployment.service';
import { candidateNoticeOf } from '../privacy/your-data/candidate-notice.service';
import { findRole, findRoleVersion } from '../roles/roles.service';
import { findInvite, insertInvite, type InviteRow } from './invites.repository';
import { isPgError, PG_ERROR } from '../../db/postgres-error';

function isUniqueViolation(error: unknown): boolean {
  return isPgError(error, PG_ERROR.uniqueViolation);
}

/** The role an invite is for: it exists (404) and is not archived (409). */
export async function requireInvitableRole(db: Database, identifyCode: string): Promise<Role> {
  const role = await findRole(db, identifyCode);
  if (!role) throw new AppError('role-missing', identifyCode);
  if (role.archived) {
    throw new AppError('role-archived', role.role);
  }
  return role;
}

/** What is saved with a new invite in its transaction (its mail, its audit entry). */
export type WithNewInvite = (
  tx: Database,
  invite: InviteRow & { roleTitle: string },
) => Promise<unknown>;

/**
 * Creates a personal invite for a role, live for 7 days, asking the role's current version: later
 * edits of the role never change what this candidate is asked. `alsoInTx` runs in the invite's
 * transaction, so what it saves is saved with the invite or not at all.
 */
export async function createInvite(
  db: Database,
  input: { identifyCode: string; label?: string; extraTime?: ExtraTime | null; email?: string },
  now = new Date(),
  alsoInTx: WithNewInvite = () => Promise.resolve(),
): Promise<InviteRow & { roleTitle: string }> {
  const role = await requireInvitableRole(db, input.identifyCode);
  // 107 random bits make a collision all but impossible; a retry (a new transaction: a failed
  // statement ends the one it was in) covers the rest.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const row = await insertInvite(tx, {
          code: encodeInviteCode(role.id),
          roleId: role.id,
          roleVersion: role.version,
          label: input.label || null,
          extraTime: input.extraTime ?? null,
          email: input.email ?? null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITE_VALIDITY_MS),
        });
        const invite = { ...row, roleTitle: role.role };
        await alsoInTx(tx, invite);
        return invite;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** The refusal of every request on a withdrawn invite, a registered candidate's ones too. */
export const inviteWithdrawn = () => new AppError('invite-withdrawn');

/**
 * The live invite behind a code, or a clear refusal: unknown codes are 404, withdrawn and
 * expired ones 410 (they existed, and the candidate should ask for a new link).
 */
export async function requireLiveInvite(
  db: Database,
  code: string,
  now = new Date(),
): Promise<InviteRow> {
  const invite = decodeInviteCode(code) ? await findInvite(db, code) : null;
  if (!invite) throw new AppError('invite-not-valid');
  if (invite.revokedAt) throw inviteWithdrawn();
  if (invite.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('invite-expired');
  }
  return invite;
}

/** `mailOn`: whether this server sends mail (docs/mail.md), told with the privacy notice. */
export async function getPublicInvite(
  db: Database,
  code: string,
  mailOn: boolean,
): Promise<InvitePublicView> {
  const invite = await requireLiveInvite(db, code);
  const deploymentId = await loadDeploymentId(db);
  const role = await findRoleVersion(db, invite.roleId, invite.roleVersion);
  if (!role) throw new AppError('invite-not-valid');
  return {
    inviteCode: invite.code,
    role: role.role,
    company: role.company,
    maxMinutes: role.maxMinutes,
    // The candidate's own minutes: whoever opens their link is them, or someone they gave it to.
    allowedMinutes: allowedMinutes(role.settings, invite.extraTime),
    questionCount: role.questions.length,
    video: role.settings.video.enabled,
    answerTypes: role.forms.map((form) => form.answer.type),
    requireComputer: role.settings.requireComputer,
    expiresAt: invite.expiresAt.toISOString(),
    language: role.settings.language,
    deploymentId,
    texts: await signUpTextsOf(db, invite.roleId, invite.roleVersion),
    privacy: {
      ...(await candidateNoticeOf(
        db,
        { id: invite.roleId, companyName: role.company.name },
        mailOn,
        role.settings.language,
      )),
      mailOn,
    },
  };
}

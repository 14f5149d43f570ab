import { INVITE_VALIDITY_MS } from '../../../shared/constants';
import type { ExtraTime } from '../../../shared/invites.schema';
import { InviteDeliverySchema, type InviteDelivery } from '../../../shared/inviting.schema';
import type { AdminInvite, InviteListQuery } from '../../../shared/review.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  extendLiveInviteExpiry,
  findAdminInviteRow,
  listAdminInviteRows,
  markInviteRevoked,
  setOpenInviteExtraTime,
  type AdminInviteRow,
} from './invites-admin.repository';
import { forgetArrivingUploadsOfInvite } from '../recordings/recordings.service';
import { inviteUrl } from './site-origin';

function deliveryOf(row: AdminInviteRow): InviteDelivery | null {
  if (row.mailStatus === null || row.mailQueuedAt === null) return null;
  return {
    kind: row.mailKind === 'reminder' ? 'reminder' : 'invite',
    status: InviteDeliverySchema.shape.status.parse(row.mailStatus),
    attempts: row.mailAttempts ?? 0,
    lastError: row.mailLastError,
    queuedAt: row.mailQueuedAt.toISOString(),
    sentAt: row.mailSentAt?.toISOString() ?? null,
  };
}

function toAdminInvite(row: AdminInviteRow, origin: string): AdminInvite {
  return {
    code: row.code,
    url: inviteUrl(origin, row.code),
    role: { id: row.roleId, title: row.roleTitle, company: row.companyName },
    roleVersion: row.roleVersion,
    extraTime: row.extraTime,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state: row.state,
    email: row.email,
    delivery: deliveryOf(row),
    candidate:
      row.candidateId === null
        ? null
        : {
            id: row.candidateId,
            name: row.candidateName ?? '',
            email: row.candidateEmail ?? '',
            completedAt: row.candidateCompletedAt?.toISOString() ?? null,
          },
  };
}

/** Every invite, newest first, a page at a time; the state filter is applied in SQL. */
export async function listAdminInvites(
  db: Database,
  query: InviteListQuery,
  origin: string,
  now = new Date(),
) {
  const { rows, total } = await listAdminInviteRows(db, {
    state: query.state,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    now,
  });
  return {
    items: rows.map((row) => toAdminInvite(row, origin)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function requireAdminInviteRow(db: Database, code: string, now: Date) {
  const row = await findAdminInviteRow(db, code, now);
  if (!row) throw new AppError('invite-missing');
  return row;
}

export async function requireAdminInvite(db: Database, code: string, origin: string, now: Date) {
  return toAdminInvite(await requireAdminInviteRow(db, code, now), origin);
}

/**
 * Withdraws an invite: its link then says so (410), and so does its candidate's next request,
 * whatever it is; what they stored stays for the team. The chunks of their upload this instance
 * admitted a moment ago are forgotten, so its next chunk is asked about (and refused) at once.
 * Revoking twice is harmless.
 */
export async function revokeInvite(
  db: Database,
  code: string,
  origin: string,
  admissions: { forget(uploadId: string): void },
  now = new Date(),
): Promise<AdminInvite> {
  if (!(await markInviteRevoked(db, code, now))) throw new AppError('invite-missing');
  await forgetArrivingUploadsOfInvite(db, admissions, code);
  return requireAdminInvite(db, code, origin, now);
}

/** Gives an invite 7 more days from its expiry, or from now when it has already expired. */
export async function extendInvite(
  db: Database,
  code: string,
  origin: string,
  now = new Date(),
): Promise<AdminInvite> {
  if (!(await extendLiveInviteExpiry(db, code, now, INVITE_VALIDITY_MS))) {
    // Nothing was extended: either there is no such invite or it was revoked.
    const invite = await requireAdminInvite(db, code, origin, now);
    if (invite.revokedAt) throw new AppError('extend-revoked');
  }
  return requireAdminInvite(db, code, origin, now);
}

/** Why an invite's extra time cannot change any more (it was not open when we tried). */
function extraTimeRefusal(row: AdminInviteRow) {
  if (row.revokedAt) return 'extra-time-revoked';
  if (row.candidateCompletedAt) return 'extra-time-completed';
  return 'extra-time-expired';
}

/**
 * Sets, changes or (null) removes an invite's extra time, while nobody has used it yet or its
 * candidate is still answering; a revoked, expired or completed invite is refused with 409.
 */
export async function changeExtraTime(
  db: Database,
  code: string,
  extraTime: ExtraTime | null,
  origin: string,
  now = new Date(),
): Promise<AdminInvite> {
  if (!(await setOpenInviteExtraTime(db, code, extraTime, now))) {
    const row = await requireAdminInviteRow(db, code, now);
    throw new AppError(extraTimeRefusal(row));
  }
  return requireAdminInvite(db, code, origin, now);
}

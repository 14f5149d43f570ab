import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import { insertMail } from './mail-outbox.repository';
import type { Mailer } from './mailer';
import { erasureRequestMail } from './templates/erasure-request-mail';

/** The owners and admins with an address: who hears of an erasure request. */
async function listOwnersAndAdminsWithEmail(db: Database) {
  const rows = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(
      and(
        isNull(members.removedAt),
        isNotNull(members.email),
        inArray(members.role, ['owner', 'admin']),
      ),
    );
  return rows.flatMap((row) => (row.email ? [{ id: row.id, email: row.email }] : []));
}

/**
 * Tells each owner and admin with an address that a candidate asked for erasure (docs/privacy.md),
 * in the transaction that notes the request (with mail on; else nothing). The key
 * `erasure-request:<candidate>:<member>` keeps it to one mail each. Answers how many were queued.
 */
export async function queueErasureRequestMails(
  tx: Database,
  mail: Pick<Mailer, 'enabled' | 'origin'>,
  request: {
    candidateId: string;
    candidateName: string;
    roleTitle: string;
    teamName: string;
    dueAt: Date;
    held: boolean;
  },
  now: Date,
): Promise<number> {
  if (!mail.enabled) return 0;
  const rendered = await erasureRequestMail({
    teamName: request.teamName,
    candidateName: request.candidateName,
    roleTitle: request.roleTitle,
    dueAt: request.dueAt,
    held: request.held,
    link: `${mail.origin}/admin/candidates/${request.candidateId}`,
  });
  let queued = 0;
  for (const member of await listOwnersAndAdminsWithEmail(tx)) {
    const id = await insertMail(
      tx,
      {
        kind: 'erasure-request',
        dedupeKey: `erasure-request:${request.candidateId}:${member.id}`,
        to: member.email,
        candidateId: request.candidateId,
        ...rendered,
      },
      now,
    );
    if (id !== null) queued += 1;
  }
  return queued;
}

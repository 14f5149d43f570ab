import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  answerFiles,
  auditEvents,
  candidateDeletions,
  candidates,
  invites,
  mailOutbox,
  recordings,
  shareLinks,
  webhookDeliveries,
  type DeletionFiles,
} from '../../../db/schema';
import { candidateFolder } from '../../recordings/stores/recording-store';

export type DeletionReason = 'team' | 'retention' | 'erasure';

/** What the audit entries of someone deleted read instead of their name. */
export const DELETED_CANDIDATE = 'Deleted candidate';

/**
 * The candidate, locked until the deletion's transaction ends, so a second deletion at the same
 * moment (the team's and the job's) waits and then finds no one. Null: no such candidate.
 */
export async function lockCandidateForDeletion(tx: Database, candidateId: string) {
  const [row] = await tx
    .select({ id: candidates.id, inviteCode: candidates.inviteCode, email: candidates.email })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update');
  return row ?? null;
}

/**
 * Everything the candidate left in storage: every recording's file, poster and upload (of any
 * status, discarded ones too), every answer file, and their folder.
 */
export async function listCandidateFiles(
  tx: Database,
  candidateId: string,
): Promise<DeletionFiles> {
  const recorded = await tx
    .select({
      uploadId: recordings.uploadId,
      storageKey: recordings.storageKey,
      posterKey: recordings.posterKey,
    })
    .from(recordings)
    .where(eq(recordings.candidateId, candidateId));
  const given = await tx
    .select({ storageKey: answerFiles.storageKey })
    .from(answerFiles)
    .where(eq(answerFiles.candidateId, candidateId));
  const keys = [
    ...recorded.flatMap((row) => [row.storageKey, row.posterKey]),
    ...given.map((row) => row.storageKey),
  ].filter((key): key is string => Boolean(key));
  return {
    keys,
    uploads: recorded.map((row) => row.uploadId),
    folders: [candidateFolder(candidateId)],
  };
}

/**
 * Blanks what names the candidate outside their own rows, which the deletion's cascade takes:
 * audit entries about them (by their id, or their invite's code for the invite's entries, or a
 * share link of theirs alone) keep the fact and lose the name; mails about them and to their
 * invite's address go; webhook deliveries whose body names them go (their attempts with them);
 * their invite is kept revoked, without its address and label; their addresses leave the lists of
 * bulk invites' entries.
 */
export async function blankCandidateTraces(
  tx: Database,
  candidate: { id: string; inviteCode: string; email: string },
  now: Date,
): Promise<void> {
  const [invite] = await tx
    .select({ email: invites.email })
    .from(invites)
    .where(eq(invites.code, candidate.inviteCode));
  await forgetBulkInviteEmails(tx, [candidate.email, invite?.email ?? '']);
  const ownShares = await tx
    .select({ id: shareLinks.id })
    .from(shareLinks)
    .where(eq(shareLinks.candidateId, candidate.id));
  const shareIds = ownShares.map((share) => share.id);
  // One statement per index (an OR of them reads the whole table).
  const blankAudit = (where: SQL) =>
    tx
      .update(auditEvents)
      .set({
        candidateId: candidate.id,
        target: DELETED_CANDIDATE,
        detail: sql`${auditEvents.detail} - 'email' - 'name' - 'label'`,
      })
      .where(where);
  await blankAudit(eq(auditEvents.candidateId, candidate.id));
  await blankAudit(sql`${auditEvents.detail}->>'code' = ${candidate.inviteCode}`);
  if (shareIds.length > 0)
    await blankAudit(
      sql`${auditEvents.detail}->>'shareId' in (${sql.join(
        shareIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  await tx.delete(mailOutbox).where(eq(mailOutbox.candidateId, candidate.id));
  await tx.delete(mailOutbox).where(eq(mailOutbox.inviteCode, candidate.inviteCode));
  await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.candidateId, candidate.id));
  await tx
    .update(invites)
    .set({
      email: null,
      label: null,
      extraTime: null,
      revokedAt: sql`coalesce(${invites.revokedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(invites.code, candidate.inviteCode));
}

/** Takes these addresses (any case) out of the `emails` list of every bulk invite's entry. */
async function forgetBulkInviteEmails(tx: Database, emails: string[]): Promise<void> {
  const lowered = sql.join(
    emails.filter(Boolean).map((email) => sql`${email.toLowerCase()}`),
    sql`, `,
  );
  const named = sql`lower(listed) in (${lowered})`;
  await tx
    .update(auditEvents)
    .set({
      detail: sql`jsonb_set(${auditEvents.detail}, '{emails}', coalesce((
        select jsonb_agg(to_jsonb(listed))
        from jsonb_array_elements_text(${auditEvents.detail}->'emails') as listed
        where not (${named})), '[]'::jsonb))`,
    })
    .where(
      and(
        eq(auditEvents.action, 'invites.bulk'),
        sql`jsonb_typeof(${auditEvents.detail}->'emails') = 'array'`,
        sql`exists (select 1 from jsonb_array_elements_text(${auditEvents.detail}->'emails')
          as listed where ${named})`,
      ),
    );
}

/** Deletes the candidate's row: every row of theirs goes with it (the foreign keys' cascade). */
export async function deleteCandidateRow(tx: Database, candidateId: string): Promise<void> {
  await tx.delete(candidates).where(eq(candidates.id, candidateId));
}

/** The deletion's record, kept for good; a deletion replayed after a restore writes it again. */
export async function recordDeletion(
  tx: Database,
  row: { candidateId: string; reason: DeletionReason; files: DeletionFiles; now: Date },
): Promise<void> {
  await tx
    .insert(candidateDeletions)
    .values({
      candidateId: row.candidateId,
      reason: row.reason,
      files: row.files,
      deletedAt: row.now,
    })
    .onConflictDoUpdate({
      target: candidateDeletions.candidateId,
      set: { files: row.files, filesRemovedAt: null },
    });
}

/** Deletions whose files are still to remove (a crash came between the rows and the files). */
export async function listPendingFileRemovals(db: Database, limit: number) {
  return db
    .select({
      candidateId: candidateDeletions.candidateId,
      reason: candidateDeletions.reason,
      files: candidateDeletions.files,
    })
    .from(candidateDeletions)
    .where(isNotNull(candidateDeletions.files))
    .orderBy(candidateDeletions.deletedAt)
    .limit(limit);
}

/** The deletion's files are all removed. */
export async function markFilesRemoved(db: Database, candidateId: string, now: Date) {
  await db
    .update(candidateDeletions)
    .set({ files: null, filesRemovedAt: now })
    .where(
      and(eq(candidateDeletions.candidateId, candidateId), isNotNull(candidateDeletions.files)),
    );
}

/** The ones of these ids that are candidates in the database (after a restore: to delete again). */
export async function existingCandidates(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(inArray(candidates.id, ids));
  return rows.map((row) => row.id);
}

/**
 * The `candidate.deleted` deliveries that were sent (or failed for good) keep the event without
 * the name and email it told the receiver: nothing sends them again, and the delivery log shows
 * no body. Answers how many were blanked.
 */
export async function forgetSettledDeletionEvents(db: Database): Promise<number> {
  const blanked = await db
    .update(webhookDeliveries)
    .set({
      payload: sql`(${webhookDeliveries.payload}::jsonb #- '{data,name}' #- '{data,email}')::text`,
    })
    .where(
      and(
        eq(webhookDeliveries.event, 'candidate.deleted'),
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        sql`${webhookDeliveries.payload}::jsonb -> 'data' ?| array['name', 'email']`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return blanked.length;
}

/**
 * The erasure-done mails sent (or failed for good) lose the address they went to: nothing sends
 * them again, and their key (a hash of the id) still stops a second one. Answers how many.
 */
export async function forgetSettledErasureMails(db: Database): Promise<number> {
  const blanked = await db
    .update(mailOutbox)
    .set({ toAddress: '' })
    .where(
      and(
        eq(mailOutbox.kind, 'erasure-done'),
        inArray(mailOutbox.status, ['sent', 'failed']),
        sql`${mailOutbox.toAddress} <> ''`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return blanked.length;
}

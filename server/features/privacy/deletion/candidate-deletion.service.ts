import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { DeletionFiles } from '../../../db/schema';
import { safeErrorSummary } from '../../../plugins/errors';
import { queueErasureDoneMail } from '../../mail/erasure-done-mail';
import type { Mailer } from '../../mail/mailer';
import type { RecordingStore } from '../../recordings/stores/recording-store';
import { recordAudit, type AuditActor } from '../../team/audit';
import type { Webhooks } from '../../webhooks/webhooks.service';
import {
  blankCandidateTraces,
  deleteCandidateRow,
  listCandidateFiles,
  lockCandidateForDeletion,
  markFilesRemoved,
  recordDeletion,
  type DeletionReason,
} from './candidate-deletion.repository';
import { deletionDateOf } from '../due/deletion-due.repository';

/** What a deletion uses: the database, the store, the webhooks and the mail of the app. */
export interface DeletionContext {
  db: Database;
  files: RecordingStore;
  webhooks: Pick<Webhooks, 'queueCandidateEvent'> & { relay: { wake(): void } };
  mail: Pick<Mailer, 'enabled' | 'origin' | 'wake'>;
  log: FastifyBaseLogger;
}

/** Who the audit entry of a deletion names when no member made it. */
export const RETENTION_ACTOR: AuditActor = { id: null, name: 'Retention policy' };
export const ERASURE_ACTOR: AuditActor = { id: null, name: 'Erasure request' };

export interface DeletionRequest {
  reason: DeletionReason;
  actor: AuditActor;
  now?: Date;
  /**
   * The job's due step: read the candidate's deletion date again under the row's lock and delete
   * only when it is still due (a hold, a changed policy or status, new activity placed since the
   * job listed them wins). `erasureBy` is how far ahead an erasure counts as due (the job's next
   * run); a retention date must be due by `now`.
   */
  checkDue?: { erasureBy: Date };
  /** A replay after a restore: the candidate was mailed "erased" the first time (docs/deploying.md). */
  replay?: boolean;
}

/** Deleted; gone already (no such candidate); or no longer due (`checkDue` only), kept. */
export type DeletionOutcome = 'deleted' | 'gone' | 'not-due';

/**
 * Deletes a candidate for good (docs/privacy.md). In one transaction: the audit entry and the
 * `candidate.deleted` webhook, what names them elsewhere blanked, their rows, the erasure-done
 * mail when they asked for it, and the deletion's record listing the files they left. Then the
 * files go, a tombstone is written to storage, and the record's list is cleared. A crash or a
 * storage failure after the rows leaves the list to the deletion job (`RetentionJob`).
 * Nothing is saved when there is no such candidate ('gone') or, with `checkDue`, when they are
 * no longer due ('not-due').
 */
export async function deleteCandidateForGood(
  context: DeletionContext,
  candidateId: string,
  request: DeletionRequest,
): Promise<DeletionOutcome> {
  const now = request.now ?? new Date();
  const deleted = await context.db.transaction(async (tx) => {
    const candidate = await lockCandidateForDeletion(tx, candidateId);
    if (!candidate) return 'gone' as const;
    if (request.checkDue && !(await stillDue(tx, candidateId, now, request.checkDue.erasureBy)))
      return 'not-due' as const;
    const files = await listCandidateFiles(tx, candidateId);
    const mailed =
      request.reason === 'erasure' &&
      !request.replay &&
      (await queueErasureDoneMail(tx, context.mail, candidate, now));
    await blankCandidateTraces(tx, candidate, now);
    const queued = await context.webhooks.queueCandidateEvent(tx, 'candidate.deleted', candidateId);
    await recordAudit(
      tx,
      request.actor,
      'candidate.delete',
      candidateId,
      { reason: request.reason },
      now,
      candidateId,
    );
    await deleteCandidateRow(tx, candidateId);
    await recordDeletion(tx, { candidateId, reason: request.reason, files, now });
    return { files, queued, mailed };
  });
  if (typeof deleted === 'string') return deleted;
  if (deleted.queued > 0) context.webhooks.relay.wake();
  if (deleted.mailed) context.mail.wake();
  await removeDeletedFiles(context, candidateId, deleted.files, request.reason, now);
  return 'deleted';
}

/** Whether the locked candidate is due now (an erasure: by `erasureBy`), read again. */
async function stillDue(
  tx: Database,
  candidateId: string,
  now: Date,
  erasureBy: Date,
): Promise<boolean> {
  const due = await deletionDateOf(tx, candidateId);
  if (!due?.deleteOn) return false;
  return due.deleteOn.getTime() <= (due.reason === 'erasure' ? erasureBy : now).getTime();
}

/**
 * Removes a deletion's files (gone already is fine), writes its tombstone and clears its list.
 * A failure is logged and the list kept: the job's next run tries again. Answers whether it
 * finished.
 */
export async function removeDeletedFiles(
  context: Pick<DeletionContext, 'db' | 'files' | 'log'>,
  candidateId: string,
  files: DeletionFiles,
  reason: string,
  now: Date,
): Promise<boolean> {
  try {
    await context.files.removeFiles(...files.keys);
    for (const uploadId of files.uploads) await context.files.removeUpload(uploadId);
    for (const folder of files.folders) await context.files.removeFolder(folder);
    await context.files.writeTombstone(candidateId, JSON.stringify({ reason }));
    await markFilesRemoved(context.db, candidateId, now);
    return true;
  } catch (error) {
    context.log.error(
      { err: safeErrorSummary(error), candidateId },
      'a deleted candidate’s files could not be removed yet',
    );
    return false;
  }
}

import { randomUUID } from 'node:crypto';
import { safeErrorSummary } from '../../plugins/errors';
import type { DeletionFiles } from '../../db/schema';
import {
  existingCandidates,
  forgetSettledDeletionEvents,
  listPendingFileRemovals,
  type DeletionReason,
} from './candidate-deletion.repository';
import {
  deleteCandidateForGood,
  ERASURE_ACTOR,
  removeDeletedFiles,
  RETENTION_ACTOR,
  type DeletionContext,
} from './candidate-deletion.service';
import { listDueForDeletion } from './deletion-due.repository';
import { releaseRetentionLease, takeRetentionLease } from './retention-lease.repository';
import { tombstoneKey } from '../recordings/stores/recording-store';
import type { AuditActor } from '../team/audit';

declare module 'fastify' {
  interface FastifyInstance {
    retention: RetentionJob;
  }
}

export const RETENTION_JOB_INTERVAL_MS = 60 * 60 * 1000;
/** Longer than a run takes; renewed before each candidate, so only a crashed holder loses it. */
const LEASE_MS = 10 * 60 * 1000;
/** Deletions whose files are finished per run: the rest wait for the next. */
const PENDING_BATCH = 500;

/** What one run did (a run that did not get the lease did nothing). */
export interface RetentionRun {
  leased: boolean;
  /** Deletions whose files this run removed after a crash or a storage failure. */
  filesFinished: number;
  /** Candidates deleted again because storage holds their tombstone (a restored database). */
  replayed: number;
  /** Candidates deleted by the policy or their erasure request. */
  deleted: number;
  /** Candidates whose deletion failed (logged; the next run tries again). */
  failed: number;
  /** Sent `candidate.deleted` deliveries whose name and email were blanked. */
  eventsBlanked: number;
}

/**
 * The deletion job (docs/privacy.md): at start and every hour, on one instance at a time (a
 * lease in `settings`), it finishes deletions whose files a crash left, deletes again every
 * candidate whose tombstone is in storage (a database restored from a backup,
 * docs/deploying.md), and deletes the candidates due by the retention policy or their erasure
 * request, each in a transaction of its own; then it blanks the name and email of the
 * `candidate.deleted` events receivers got. Every step is idempotent.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RetentionRun> | undefined;
  private readonly holder = randomUUID();

  constructor(
    private readonly context: DeletionContext,
    private readonly now = () => new Date(),
  ) {}

  start(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.runOnce(), RETENTION_JOB_INTERVAL_MS).unref();
      void this.runOnce();
    }
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One run, unless one is under way in this process (then that one's outcome). */
  runOnce(): Promise<RetentionRun> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<RetentionRun> {
    const outcome: RetentionRun = {
      leased: false,
      filesFinished: 0,
      replayed: 0,
      deleted: 0,
      failed: 0,
      eventsBlanked: 0,
    };
    try {
      if (!(await this.renewLease())) return outcome;
      outcome.leased = true;
      await this.finishFiles(outcome);
      await this.replayTombstones(outcome);
      await this.deleteDue(outcome);
      outcome.eventsBlanked = await forgetSettledDeletionEvents(this.context.db);
    } catch (error) {
      this.context.log.error({ err: safeErrorSummary(error) }, 'the deletion job failed');
    } finally {
      if (outcome.leased)
        await releaseRetentionLease(this.context.db, this.holder).catch(() => undefined);
    }
    if (outcome.filesFinished + outcome.replayed + outcome.deleted + outcome.failed > 0)
      this.context.log.info({ ...outcome }, 'the deletion job ran');
    return outcome;
  }

  private renewLease(): Promise<boolean> {
    const now = this.now();
    return takeRetentionLease(
      this.context.db,
      this.holder,
      now,
      new Date(now.getTime() + LEASE_MS),
    );
  }

  /** (1) Deletions whose rows went and whose files a crash or a failure left. */
  private async finishFiles(outcome: RetentionRun): Promise<void> {
    for (const row of await listPendingFileRemovals(this.context.db, PENDING_BATCH)) {
      const files = row.files as DeletionFiles;
      if (await removeDeletedFiles(this.context, row.candidateId, files, row.reason, this.now()))
        outcome.filesFinished += 1;
      else outcome.failed += 1;
    }
  }

  /** (2) Candidates in the database whose tombstone is in storage: deleted after this backup. */
  private async replayTombstones(outcome: RetentionRun): Promise<void> {
    const ids = await this.context.files.listTombstones();
    for (let start = 0; start < ids.length; start += 1000) {
      for (const candidateId of await existingCandidates(
        this.context.db,
        ids.slice(start, start + 1000),
      )) {
        const reason = await this.tombstoneReason(candidateId);
        const actor = { id: null, name: 'Deletion replayed after a restore' };
        count(outcome, 'replayed', await this.deleteOne(candidateId, reason, actor));
      }
    }
  }

  /** (3) Candidates due now by the retention policy or their erasure request (never held ones). */
  private async deleteDue(outcome: RetentionRun): Promise<void> {
    const due = await listDueForDeletion(this.context.db, { now: this.now(), withinDays: 0 });
    for (const candidate of due) {
      const actor = candidate.reason === 'erasure' ? ERASURE_ACTOR : RETENTION_ACTOR;
      count(outcome, 'deleted', await this.deleteOne(candidate.id, candidate.reason, actor));
    }
  }

  /** One candidate in a transaction of its own: a failure is logged and the others go on. */
  private async deleteOne(
    candidateId: string,
    reason: DeletionReason,
    actor: AuditActor,
  ): Promise<'deleted' | 'gone' | 'failed'> {
    try {
      if (!(await this.renewLease())) throw new Error('the deletion job lost its lease');
      const request = { reason, actor, now: this.now() };
      return (await deleteCandidateForGood(this.context, candidateId, request))
        ? 'deleted'
        : 'gone';
    } catch (error) {
      this.context.log.error(
        { err: safeErrorSummary(error), candidateId, reason },
        'a candidate could not be deleted',
      );
      return 'failed';
    }
  }

  /** The reason a tombstone keeps ('team' when it cannot be read). */
  private async tombstoneReason(candidateId: string): Promise<DeletionReason> {
    try {
      const stream = await this.context.files.readFile(tombstoneKey(candidateId));
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      const { reason } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason?: string };
      return reason === 'retention' || reason === 'erasure' ? reason : 'team';
    } catch {
      return 'team';
    }
  }
}

/** Counts one candidate's outcome: deleted, or failed (gone meanwhile counts as nothing). */
function count(
  outcome: RetentionRun,
  as: 'replayed' | 'deleted',
  result: 'deleted' | 'gone' | 'failed',
): void {
  if (result === 'deleted') outcome[as] += 1;
  else if (result === 'failed') outcome.failed += 1;
}

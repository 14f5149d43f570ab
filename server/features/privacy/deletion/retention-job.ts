import { randomUUID } from 'node:crypto';
import { safeErrorSummary } from '../../../plugins/errors';
import type { DeletionFiles } from '../../../db/schema';
import {
  existingCandidates,
  forgetSettledDeletionEvents,
  forgetSettledErasureMails,
  listPendingFileRemovals,
  type DeletionReason,
} from './candidate-deletion.repository';
import {
  deleteCandidateForGood,
  ERASURE_ACTOR,
  removeDeletedFiles,
  RETENTION_ACTOR,
  type DeletionContext,
  type DeletionOutcome,
  type DeletionRequest,
} from './candidate-deletion.service';
import { listDueForDeletion } from '../due/deletion-due.repository';
import { releaseRetentionLease, takeRetentionLease } from './retention-lease.repository';
import { tombstoneKey } from '../../recordings/stores/recording-store';

declare module 'fastify' {
  interface FastifyInstance {
    retention: RetentionJob;
  }
}

export const RETENTION_JOB_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;
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
  /** Sent or failed erasure-done mails whose address was blanked. */
  mailsBlanked: number;
  /** Another instance took the lease (this one stalled past it): the run stopped there. */
  leaseLost: boolean;
}

/** Thrown where a renewal finds the lease taken: the run stops, the new holder goes on. */
class LeaseLost extends Error {}

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
      // A tick while a run is under way is skipped: the next one comes within the hour.
      const tick = () => void (this.running ?? this.runOnce());
      this.timer = setInterval(tick, RETENTION_JOB_INTERVAL_MS).unref();
      void this.runOnce();
    }
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * A run of its own, after the one under way in this process if any (the start's, a tick's):
   * what it answers is what happened after the call, never an earlier run's outcome.
   */
  runOnce(): Promise<RetentionRun> {
    const next = (this.running ?? Promise.resolve()).then(() => this.run());
    this.running = next;
    const settled = () => {
      if (this.running === next) this.running = undefined;
    };
    void next.then(settled, settled);
    return next;
  }

  private async run(): Promise<RetentionRun> {
    const outcome: RetentionRun = {
      leased: false,
      filesFinished: 0,
      replayed: 0,
      deleted: 0,
      failed: 0,
      eventsBlanked: 0,
      mailsBlanked: 0,
      leaseLost: false,
    };
    try {
      if (!(await this.renewLease())) return outcome;
      outcome.leased = true;
      await this.finishFiles(outcome);
      await this.replayTombstones(outcome);
      await this.deleteDue(outcome);
      outcome.eventsBlanked = await forgetSettledDeletionEvents(this.context.db);
      outcome.mailsBlanked = await forgetSettledErasureMails(this.context.db);
    } catch (error) {
      if (error instanceof LeaseLost) {
        outcome.leaseLost = true;
        this.context.log.warn({ ...outcome }, 'the deletion job lost its lease and stopped');
      } else this.context.log.error({ err: safeErrorSummary(error) }, 'the deletion job failed');
    } finally {
      if (outcome.leased)
        await releaseRetentionLease(this.context.db, this.holder).catch(() => undefined);
    }
    if (outcome.filesFinished + outcome.replayed + outcome.deleted + outcome.failed > 0)
      this.context.log.info({ ...outcome }, 'the deletion job ran');
    return outcome;
  }

  private renewLease(): Promise<boolean> {
    return takeRetentionLease(this.context.db, this.holder, LEASE_MS);
  }

  /** Renews the lease before each piece of work; another holder has it: the run stops. */
  private async keepLease(): Promise<void> {
    if (!(await this.renewLease())) throw new LeaseLost();
  }

  /** (1) Deletions whose rows went and whose files a crash or a failure left. */
  private async finishFiles(outcome: RetentionRun): Promise<void> {
    for (const row of await listPendingFileRemovals(this.context.db, PENDING_BATCH)) {
      const files = row.files as DeletionFiles;
      await this.keepLease();
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
        // Not due by any date: the deletion happened; no second "erased" mail (docs/deploying.md).
        count(
          outcome,
          'replayed',
          await this.deleteOne(candidateId, { reason, actor, replay: true }),
        );
      }
    }
  }

  /**
   * (3) Candidates due now by the retention policy, and those whose erasure falls due before the
   * next run: an erasure is never carried out after the days promised (docs/privacy.md). Never
   * held ones; each is read again under its lock, so a hold placed meanwhile keeps them.
   */
  private async deleteDue(outcome: RetentionRun): Promise<void> {
    const now = this.now();
    const erasureBy = new Date(now.getTime() + RETENTION_JOB_INTERVAL_MS);
    const due = await listDueForDeletion(this.context.db, {
      now,
      withinDays: RETENTION_JOB_INTERVAL_MS / DAY_MS,
    });
    for (const candidate of due) {
      if (candidate.reason !== 'erasure' && candidate.deleteOn > now) continue;
      const actor = candidate.reason === 'erasure' ? ERASURE_ACTOR : RETENTION_ACTOR;
      const request = { reason: candidate.reason, actor, checkDue: { erasureBy } };
      count(outcome, 'deleted', await this.deleteOne(candidate.id, request));
    }
  }

  /** One candidate in a transaction of its own: a failure is logged and the others go on. */
  private async deleteOne(
    candidateId: string,
    request: DeletionRequest,
  ): Promise<DeletionOutcome | 'failed'> {
    await this.keepLease();
    try {
      return await deleteCandidateForGood(this.context, candidateId, {
        ...request,
        now: this.now(),
      });
    } catch (error) {
      this.context.log.error(
        { err: safeErrorSummary(error), candidateId, reason: request.reason },
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

/** Counts one candidate's outcome: deleted, or failed (gone or no longer due: nothing). */
function count(
  outcome: RetentionRun,
  as: 'replayed' | 'deleted',
  result: DeletionOutcome | 'failed',
): void {
  if (result === 'deleted') outcome[as] += 1;
  else if (result === 'failed') outcome.failed += 1;
}

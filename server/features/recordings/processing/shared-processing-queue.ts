import { createHash } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type JobWithMetadata, type Queue } from 'pg-boss';

/** The queue of recordings to process, and where a recording's last failed attempt lands. */
export const PROCESSING_QUEUE = 'recording-processing';
export const DEAD_LETTER_QUEUE = 'recording-processing-dead-letter';

/**
 * Longer than ffmpeg's own time limits together (inspection, remux 120 s, poster 60 s, probe 30 s:
 * about 250 s at worst): an attempt still running is never taken for one whose instance died.
 */
const EXPIRE_IN_SECONDS = 300;
/** 5 attempts with pauses of about 2, 4, 8 and 16 s, as the in-process processor makes. */
const RETRY_LIMIT = 4;
const RETRY_DELAY_SECONDS = 2;
/**
 * An instance wakes itself for what it enqueues; polling only finds retries that came due, jobs
 * of instances that died, and work other instances cannot keep up with.
 */
const POLLING_INTERVAL_SECONDS = 5;
/** Under Docker's 10 s between SIGTERM and SIGKILL, so unfinished attempts are handed back. */
const STOP_WAIT_MS = 8000;
const IDLE_CHECK_MS = 50;

/** The recording waits for storage: try it again in this long, with no attempt spent. */
export interface WaitForStorage {
  retryInMs: number;
}

export interface ProcessingWork {
  /**
   * Processes one recording, queued `queuedMs` ago; throws to fail this attempt. Answers a wait when
   * the store could not be used: the job is done, and a new one starts after the pause.
   */
  process(recordingId: string, queuedMs: number): Promise<WaitForStorage | void>;
  /** Called once when the last attempt failed: the app marks the recording failed for reviewers. */
  gaveUp(recordingId: string, error: unknown): Promise<void>;
}

export interface SharedProcessingQueueOptions {
  connectionString: string;
  work: ProcessingWork;
  log: FastifyBaseLogger;
  /** How many recordings this instance processes at once. */
  concurrency?: number;
  /** Attempts after the first. */
  retryLimit?: number;
  /** The pause before the first retry (at least 1 s); pg-boss doubles it, with jitter, each time. */
  retryDelaySeconds?: number;
  /** How often an idle instance looks for work it was not told about (retries, other instances). */
  pollingIntervalSeconds?: number;
  /** How long an attempt may run before it counts as abandoned and another instance retries it. */
  expireInSeconds?: number;
}

interface RecordingJob {
  recordingId: string;
  /** How many times this recording has waited for storage before this job (none: the first). */
  storageWaits?: number;
}

type Job = JobWithMetadata<RecordingJob>;

/**
 * Processes recordings once across several instances sharing one PostgreSQL, with pg-boss
 * keeping the queue in the database: an instance claims a job, so no other starts it; a failed
 * attempt is retried with a growing pause, on any instance; one whose instance died is retried
 * once it expires; after the last, the job goes to the dead-letter queue, and working that queue
 * is what calls `gaveUp` (so a last attempt lost with its instance is reported too).
 *
 * The loops around pg-boss's `fetch`, `complete` and `fail` are ours, not its `work()`: that one
 * completes a job without awaiting it, so a database error at that moment is an unhandled
 * rejection (so it was in pg-boss 10; our own loops make it not matter).
 */
export class SharedProcessingQueue {
  private readonly boss: PgBoss;
  private readonly work: ProcessingWork;
  private readonly log: FastifyBaseLogger;
  private readonly concurrency: number;
  private readonly pollingMs: number;
  /** Retries, expiry and dead letter, for the queue and for each job. */
  private readonly jobSettings: Omit<Queue, 'name'>;
  private loops: Promise<void>[] = [];
  /** The jobs this instance is working on now, by id. */
  private readonly active = new Map<string, { queue: string; recordingId: string }>();
  private readonly sleepers = new Set<() => void>();
  /** Counts enqueues, so a loop that was busy when told of new work looks again before sleeping. */
  private wakeups = 0;
  private stopping = false;

  constructor(options: SharedProcessingQueueOptions) {
    const expireInSeconds = options.expireInSeconds ?? EXPIRE_IN_SECONDS;
    this.work = options.work;
    this.log = options.log;
    this.concurrency = options.concurrency ?? os.availableParallelism();
    this.pollingMs = (options.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS) * 1000;
    this.jobSettings = {
      retryLimit: options.retryLimit ?? RETRY_LIMIT,
      retryDelay: options.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds,
      deadLetter: DEAD_LETTER_QUEUE,
    };
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: 'pgboss',
      application_name: 'prescreen-processing',
      // Each query is short and no connection is held while a recording is processed.
      max: 4,
      // No cron jobs: this spares a polling worker and a clock check.
      schedule: false,
      // Supervision is what notices an expired attempt, in a pass that monitors the queue; one
      // instance runs it per interval, and both intervals bound how late it notices.
      superviseIntervalSeconds: Math.min(60, expireInSeconds),
      monitorIntervalSeconds: Math.min(60, expireInSeconds),
    });
    // Without a listener, an 'error' (a dropped pool connection, a failed maintenance) would throw.
    this.boss.on('error', (error) => this.log.error({ err: error }, 'recording job queue error'));
  }

  /** Installs pg-boss's schema if needed, creates both queues and starts working. */
  async start(): Promise<void> {
    await this.boss.start();
    // pg-boss keeps a queue's first settings; each job also carries the configured ones (enqueue).
    // pg-boss serialises queue creation with an advisory lock and leaves an existing queue as it
    // is, so any number of instances may start together on a new or an old database.
    await this.boss.createQueue(DEAD_LETTER_QUEUE);
    await this.boss.createQueue(PROCESSING_QUEUE, this.jobSettings);
    for (let index = 0; index < this.concurrency; index += 1)
      this.loops.push(this.workLoop(PROCESSING_QUEUE, (job) => this.attempt(job)));
    this.loops.push(this.workLoop(DEAD_LETTER_QUEUE, (job) => this.reportGaveUp(job)));
  }

  /**
   * Queues a recording unless a job for it is already there (waiting, running, or finished and
   * not yet archived, which pg-boss does after 12 h), and wakes this instance's loops so it starts now, not at the next poll.
   * `again` (a reviewer's request to process a failed one again) makes a job of its own.
   */
  async enqueue(recordingId: string, again?: string): Promise<void> {
    if (this.stopping) return;
    await this.boss.send(
      PROCESSING_QUEUE,
      { recordingId },
      {
        ...this.jobSettings,
        // Processing again: the recording's first job is still kept (failed or dead-lettered).
        id: jobIdFor(again ? `${recordingId}:again:${again}` : recordingId),
      },
    );
    this.wakeLoops();
  }

  /** Resolves when no job waits in either queue and none runs here (for tests). */
  async idle(): Promise<void> {
    // Quiet twice in a row: a job claimed just as the queue was counted is running by the second.
    for (let quiet = 0; quiet < 2;) {
      await sleep(IDLE_CHECK_MS);
      quiet = (await this.isQuiet()) ? quiet + 1 : 0;
    }
  }

  /**
   * Stops taking jobs, waits a while for those running, hands back the rest so another instance
   * retries them at once (not after they expire), and closes the connections.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeLoops();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(this.loops),
      new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS))),
    ]);
    clearTimeout(timer);
    for (const [jobId, { queue, recordingId }] of this.active) {
      const stopped = { message: 'the server stopped during the attempt' };
      await this.record(this.boss.fail(queue, jobId, stopped), recordingId);
    }
    // pg-boss has reported a failure here through its error event already.
    await this.boss.stop({ graceful: false }).catch(() => undefined);
  }

  private async workLoop(queue: string, run: (job: Job) => Promise<void>): Promise<void> {
    while (!this.stopping) {
      const seen = this.wakeups;
      const [job] = await this.fetch(queue);
      if (job) {
        this.active.set(job.id, { queue, recordingId: job.data.recordingId });
        await run(job).finally(() => this.active.delete(job.id));
      } else if (seen === this.wakeups) await this.sleep();
    }
  }

  private async fetch(queue: string): Promise<Job[]> {
    try {
      // pg-boss's fetch returns nothing when the database fails; whatever else it might throw
      // must not end the loop (nor reject unhandled).
      return await this.boss.fetch<RecordingJob>(queue, { includeMetadata: true });
    } catch (error) {
      this.log.error({ queue, err: error }, 'recording jobs could not be fetched');
      return [];
    }
  }

  private async attempt(job: Job): Promise<void> {
    const { recordingId } = job.data;
    // Both times are the database's, so instances' clocks do not matter.
    const queuedMs = job.startedOn.getTime() - job.createdOn.getTime();
    let waiting: WaitForStorage | void;
    try {
      waiting = await this.work.process(recordingId, queuedMs);
      // The next try is queued before this job completes: a stop in between leaves two, never none.
      if (waiting) await this.sendAfterWait(job, waiting);
    } catch (error) {
      const attempt = job.retryCount + 1;
      this.log.error({ recordingId, attempt, err: error }, 'recording processing failed');
      await this.record(this.boss.fail(PROCESSING_QUEUE, job.id, error as object), recordingId);
      // The last attempt: its dead letter can be worked here at once.
      if (job.retryCount >= job.retryLimit) this.wakeLoops();
      return;
    }
    await this.record(this.boss.complete(PROCESSING_QUEUE, job.id), recordingId);
  }

  /**
   * A new job for a recording waiting for storage, due after the pause, with the attempts of a
   * new job: waiting spends none of pg-boss's retries, so it lasts as long as the outage. Its id
   * is the recording's and the number of waits, so two instances that both handled the same wait
   * queue one job.
   */
  private async sendAfterWait(job: Job, { retryInMs }: WaitForStorage): Promise<void> {
    const { recordingId } = job.data;
    const storageWaits = (job.data.storageWaits ?? 0) + 1;
    await this.boss.send(
      PROCESSING_QUEUE,
      { recordingId, storageWaits },
      {
        ...this.jobSettings,
        id: jobIdFor(`${recordingId}:storage-wait:${storageWaits}`),
        startAfter: Math.max(1, Math.ceil(retryInMs / 1000)),
      },
    );
  }

  private async reportGaveUp(job: Job): Promise<void> {
    const { recordingId } = job.data;
    try {
      await this.work.gaveUp(recordingId, lastError(job.sourceOutput));
    } catch (error) {
      this.log.error({ recordingId, err: error }, 'a failed recording could not be reported');
      await this.record(this.boss.fail(DEAD_LETTER_QUEUE, job.id, error as object), recordingId);
      return;
    }
    // Completing clears a job's output unless given again: the operator keeps the last error.
    const lastFailure = job.sourceOutput ?? {};
    await this.record(this.boss.complete(DEAD_LETTER_QUEUE, job.id, lastFailure), recordingId);
  }

  /** An outcome the database did not take: the attempt stays active and is retried on expiry. */
  private async record(outcome: Promise<unknown>, recordingId: string): Promise<void> {
    try {
      await outcome;
    } catch (error) {
      this.log.error({ recordingId, err: error }, 'a job outcome could not be recorded');
    }
  }

  private async isQuiet(): Promise<boolean> {
    // Jobs waiting now (created or due for retry), read from the jobs themselves: the queue's own
    // counts are refreshed by pg-boss's monitor only now and then.
    for (const queue of [PROCESSING_QUEUE, DEAD_LETTER_QUEUE]) {
      if ((await this.boss.findJobs(queue, { queued: true, limit: 1 })).length > 0) return false;
    }
    return this.active.size === 0;
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.pollingMs);
      this.sleepers.add(wake);
    });
  }

  private wakeLoops(): void {
    this.wakeups += 1;
    for (const wake of [...this.sleepers]) wake();
  }
}

/**
 * The recording's job has an id of its own making: pg-boss's primary key then refuses a second
 * job for it in any state. A `singletonKey` would not: each queue policy makes it unique in one
 * or two states only (waiting for `short`, running for `singleton`, one of each for `stately`).
 */
function jobIdFor(recordingId: string): string {
  return createHash('sha256').update(recordingId).digest('hex').slice(0, 32);
}

/**
 * pg-boss keeps a failure as the error serialised (`{ name, message, stack }`) or `{ value }`
 * (anything else); a dead letter carries its source job's as `sourceOutput`.
 */
function lastError(output: unknown): Error {
  const failure = output as { message?: unknown; value?: { message?: unknown } | string } | null;
  const value = failure?.value;
  const message = failure?.message ?? (typeof value === 'string' ? value : value?.message);
  return new Error(typeof message === 'string' ? message : 'recording processing failed');
}

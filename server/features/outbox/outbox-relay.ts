import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, webhookDeliveries } from '../../db/schema';
import { safeErrorSummary } from '../../plugins/errors';

/** The tables whose rows are sends waiting their turn (`server/db/outreach-schema.ts`). */
export type OutboxTable = typeof mailOutbox | typeof webhookDeliveries;

export interface OutboxRelayOptions {
  db: Database;
  table: OutboxTable;
  /** The status of a row waiting for its (next) attempt: 'queued' or 'pending'. */
  waiting: string;
  /**
   * Makes one attempt at one claimed row (its `attempts` already counts this one) and writes its
   * outcome to the row: sent, failed for good, or back to `waiting` with a later
   * `next_attempt_at` (see `retryAt`). Only a row still 'sending' may be written, so a slow
   * attempt whose lease ran out cannot overwrite a newer one. Throwing leaves the row to its lease.
   */
  attempt(id: string, attempts: number, now: Date): Promise<void>;
  log: FastifyBaseLogger;
  /** How long a claimed row is this instance's: longer than any one attempt can take. */
  leaseMs?: number;
  /** How often an idle relay looks for rows that came due (retries, other instances' rows). */
  pollMs?: number;
  /** Rows claimed at once. */
  batch?: number;
  now?: () => Date;
}

/**
 * When attempt `attempts` (1-based) failed: the next one after `delaysMs[attempts - 1]`, or null
 * when that was the last. The pauses grow, so a receiver that is down for a while is not hammered.
 */
export function retryAt(now: Date, attempts: number, delaysMs: readonly number[]): Date | null {
  const delay = delaysMs[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/**
 * Sends what waits in an outbox table, on PGlite and on PostgreSQL alike: a row is claimed in one
 * statement (`FOR UPDATE SKIP LOCKED`, so two instances never claim the same row) and held for a
 * lease; an instance that dies mid-send frees its rows when the lease ends. The row itself is the
 * queue, written in the same transaction as what caused it, so nothing queued is lost to a crash
 * between "decided to send" and "told a job queue" (`docs/mail.md`, "Never lost, never twice").
 */
export class OutboxRelay {
  private readonly options: Required<Omit<OutboxRelayOptions, 'now'>> & { now: () => Date };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;

  constructor(options: OutboxRelayOptions) {
    // `??`, not a spread: an option passed as undefined takes its default too.
    this.options = {
      ...options,
      leaseMs: options.leaseMs ?? 5 * 60 * 1000,
      pollMs: options.pollMs ?? 5000,
      batch: options.batch ?? 10,
      now: options.now ?? (() => new Date()),
    };
  }

  /** Looks for due rows now and then every `pollMs`; the timer keeps no process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.options.pollMs).unref();
    void this.runOnce();
  }

  /** Stops polling and waits for the attempts under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.running;
  }

  /** Something was just queued: send it now rather than at the next poll. */
  wake(): void {
    if (this.running) this.again = true;
    else void this.runOnce();
  }

  /**
   * Claims and attempts every row due now, batch by batch; answers how many it attempted. Only one
   * pass runs at a time in this process; a call during a pass waits for it (tests call this).
   */
  runOnce(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
      if (this.again && this.timer) {
        this.again = false;
        void this.runOnce();
      }
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    let attempted = 0;
    try {
      for (;;) {
        const claimed = await this.claim(this.options.now());
        for (const row of claimed) {
          try {
            await this.options.attempt(row.id, row.attempts, this.options.now());
          } catch (error) {
            this.options.log.error(
              { err: safeErrorSummary(error), id: row.id },
              'outbox attempt failed to record its outcome',
            );
          }
        }
        attempted += claimed.length;
        if (claimed.length < this.options.batch) return attempted;
      }
    } catch (error) {
      // The database is away (a restart): the next poll tries again.
      this.options.log.warn({ err: safeErrorSummary(error) }, 'outbox could not claim rows');
      return attempted;
    }
  }

  private async claim(now: Date): Promise<{ id: string; attempts: number }[]> {
    const { db, table, waiting, leaseMs, batch } = this.options;
    const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
    const at = now.toISOString();
    const result = await db.execute(sql`
      update ${table} set status = 'sending', attempts = ${table.attempts} + 1,
        locked_until = ${lockedUntil}::timestamptz
      where ${table.id} in (
        select ${table.id} from ${table}
        where (${table.status} = ${waiting} and ${table.nextAttemptAt} <= ${at}::timestamptz)
           or (${table.status} = 'sending' and ${table.lockedUntil} < ${at}::timestamptz)
        order by ${table.nextAttemptAt}
        limit ${batch}
        for update skip locked
      )
      returning ${table.id} as id, ${table.attempts} as attempts
    `);
    return (result as { rows: { id: string; attempts: number }[] }).rows;
  }
}

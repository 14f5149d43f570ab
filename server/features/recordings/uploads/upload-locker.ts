import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import pg from 'pg';

/**
 * The first half of every upload lock key ("tus" in ASCII). Two-int advisory keys never meet the
 * one-bigint keys other users take (pg-boss), and this class keeps ours apart from other two-int ones.
 */
export const UPLOAD_LOCK_CLASS_ID = 0x747573;
const RELEASE_CHANNEL = 'tus_upload_lock_release';
/** A waiter repeats its plea to the other instances, in case one missed it mid-acquisition. */
const RELEASE_REQUEST_INTERVAL_MS = 1000;

export interface UploadLockerLogger {
  warn(details: object, message: string): void;
}

export interface UploadLockerOptions {
  /** How long a request waits for an upload; MemoryLocker's 30 s, well over tus's 3 s lock drain. */
  acquireLockTimeoutMs?: number;
  pollIntervalMs?: number;
  logger?: UploadLockerLogger;
}

interface Holder {
  requestRelease: RequestRelease;
  releaseRequested: boolean;
  /** The connection whose session holds the advisory lock; unset while waiting for it. */
  heldOn?: pg.Client;
}

/**
 * A tus Locker shared by every server instance on one PostgreSQL database, so that two requests
 * never write one upload at once wherever the load balancer sends them.
 *
 * Each instance keeps one connection of its own and takes session-level advisory locks on it. A
 * session rather than a lease table: when an instance dies, even by SIGKILL, PostgreSQL drops its
 * connection and every lock it held is released at once, with no expiry to wait out.
 *
 * A session's advisory locks are re-entrant, so requests of the same instance are first kept apart
 * in memory, as MemoryLocker does. A waiter asks the holder to let go, in this instance directly
 * and in the others by NOTIFY, as tus expects: the holder's request then ends after tus's
 * lockDrainTimeout instead of hanging on a half-open connection.
 */
export class PostgresUploadLocker implements Locker {
  private readonly holders = new Map<string, Holder>();
  private readonly instanceId = randomUUID();
  private readonly timeoutMs: number;
  private readonly pollIntervalMs: number;
  private connection: { client: pg.Client; ready: Promise<unknown> } | undefined;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly options: UploadLockerOptions = {},
  ) {
    this.timeoutMs = options.acquireLockTimeoutMs ?? 30_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 25;
  }

  newLock(id: string): Lock {
    let holder: Holder | undefined;
    return {
      lock: async (stopSignal, requestRelease) => {
        holder = await this.acquire(id, stopSignal, requestRelease);
      },
      unlock: () => this.release(id, holder),
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.connection?.client;
    this.connection = undefined;
    await client?.end();
  }

  private async acquire(
    id: string,
    stopSignal: AbortSignal,
    requestRelease: RequestRelease,
  ): Promise<Holder> {
    const deadline = Date.now() + this.timeoutMs;
    let holder: Holder | undefined;
    let nextReleaseRequestAt = 0;
    try {
      for (;;) {
        if (stopSignal.aborted) failWithLockTimeout();
        holder ??= this.claimInProcess(id, requestRelease);
        if (holder) {
          const client = await this.connect();
          const result = await this.query(client, 'select pg_try_advisory_lock($1, hashtext($2))', [
            UPLOAD_LOCK_CLASS_ID,
            id,
          ]);
          if (result.rows[0]?.pg_try_advisory_lock === true) {
            holder.heldOn = client;
            return holder;
          }
          if (Date.now() >= nextReleaseRequestAt) {
            const payload = JSON.stringify({ from: this.instanceId, uploadId: id });
            await this.query(client, 'select pg_notify($1, $2)', [RELEASE_CHANNEL, payload]);
            nextReleaseRequestAt = Date.now() + RELEASE_REQUEST_INTERVAL_MS;
          }
        }
        if (Date.now() >= deadline) failWithLockTimeout();
        // An aborted request ends the pause early; the loop's first check then gives up.
        await sleep(Math.min(this.pollIntervalMs, deadline - Date.now()), undefined, {
          signal: stopSignal,
        }).catch(() => undefined);
      }
    } catch (error) {
      if (holder) this.holders.delete(id);
      throw error;
    }
  }

  /** Takes the upload within this instance, or asks its current holder to let go. */
  private claimInProcess(id: string, requestRelease: RequestRelease): Holder | undefined {
    const current = this.holders.get(id);
    if (current) {
      this.askToRelease(current);
      return undefined;
    }
    const holder: Holder = { requestRelease, releaseRequested: false };
    this.holders.set(id, holder);
    return holder;
  }

  private async release(id: string, holder: Holder | undefined): Promise<void> {
    if (!holder?.heldOn || this.holders.get(id) !== holder) {
      throw new Error('Releasing an upload lock that is not held.');
    }
    try {
      // A lock taken on a connection since lost went with it: there is nothing left to unlock.
      if (holder.heldOn !== this.connection?.client) return;
      await this.query(holder.heldOn, 'select pg_advisory_unlock($1, hashtext($2))', [
        UPLOAD_LOCK_CLASS_ID,
        id,
      ]);
    } catch (error) {
      // The failed query dropped the connection, and the lock with it: the upload is free.
      this.options.logger?.warn({ err: error, uploadId: id }, 'Upload unlock failed');
    } finally {
      this.holders.delete(id);
    }
  }

  private async connect(): Promise<pg.Client> {
    if (this.closed) throw new Error('The upload locker is closed.');
    if (!this.connection) {
      const client = new pg.Client({
        connectionString: this.connectionString,
        keepAlive: true,
        connectionTimeoutMillis: 5000,
        query_timeout: 5000,
      });
      client.on('error', (error) => this.dropConnection(client, error));
      client.on('end', () => this.dropConnection(client));
      client.on('notification', (message) => this.onReleaseRequest(message.payload));
      const ready = client.connect().then(() => client.query(`listen ${RELEASE_CHANNEL}`));
      this.connection = { client, ready };
    }
    const { client, ready } = this.connection;
    try {
      await ready;
    } catch (error) {
      this.dropConnection(client, error);
      throw error;
    }
    return client;
  }

  private async query(client: pg.Client, text: string, values: unknown[]) {
    try {
      return await client.query<Record<string, unknown>>(text, values);
    } catch (error) {
      // The only queries here fail when the connection does; the next use reconnects.
      this.dropConnection(client, error);
      throw error;
    }
  }

  /** Forgets a dead connection. Its locks are gone, so their holders are asked to stop writing. */
  private dropConnection(client: pg.Client, error?: unknown): void {
    if (this.connection?.client !== client) return;
    this.connection = undefined;
    client.end().catch(() => undefined);
    this.options.logger?.warn({ err: error }, 'Upload lock connection lost; its locks are gone');
    for (const holder of this.holders.values()) {
      if (holder.heldOn === client) this.askToRelease(holder);
    }
  }

  private onReleaseRequest(payload: string | undefined): void {
    let request: { from?: unknown; uploadId?: unknown };
    try {
      request = JSON.parse(payload ?? '') as typeof request;
    } catch {
      return;
    }
    if (typeof request.uploadId !== 'string') return;
    if (request.from === this.instanceId) return;
    const holder = this.holders.get(request.uploadId);
    if (holder?.heldOn) this.askToRelease(holder);
  }

  private askToRelease(holder: Holder): void {
    if (holder.releaseRequested) return;
    holder.releaseRequested = true;
    Promise.resolve()
      .then(() => holder.requestRelease())
      .catch((error: unknown) => {
        this.options.logger?.warn({ err: error }, 'Asking an upload lock holder to let go failed');
      });
  }
}

/** tus answers what it catches by `status_code` and `body`: its own error, as MemoryLocker throws. */
function failWithLockTimeout(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus's errors are plain objects
  throw ERRORS.ERR_LOCK_TIMEOUT;
}

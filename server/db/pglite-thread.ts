import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root';
import { profilerOptions } from './worker-profiler-options';

const run = promisify(execFile);

export type ToWorker =
  | { type: 'open'; connection: number }
  | { type: 'data'; connection: number; bytes: Uint8Array }
  | { type: 'end'; connection: number }
  | { type: 'close' };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'data'; connection: number; bytes: Uint8Array }
  | { type: 'end'; connection: number }
  | { type: 'closed' };

/**
 * The embedded database on its own thread, reached through node-postgres as a PostgreSQL server
 * would be: PGlite's WASM Postgres answers the wire protocol in a worker, so a query never holds
 * up the event loop (docs/capacity.md: with PGlite on the main thread, the 50th of 50 clients
 * waited 9.6 s for its first answer). One connection, since PGlite runs one statement at a time;
 * node-postgres queues the rest and keeps a transaction's statements together.
 */
export interface PgliteThread {
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * The bytes in an array of their own, to hand over to the worker without copying. A small Buffer
 * is a view of Node's shared 8 KiB pool, and posting it would copy the whole pool every time.
 */
function exactCopy(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** What node-postgres needs of a socket, carried over the worker's messages. */
class WorkerConnection extends Duplex {
  private static next = 0;
  readonly id = WorkerConnection.next++;

  constructor(
    private readonly send: (message: ToWorker) => void,
    connections: Map<number, WorkerConnection>,
    /** Keeps the process alive while node-postgres asks it to (as a socket would). */
    private readonly worker: Worker,
  ) {
    super();
    connections.set(this.id, this);
    this.once('close', () => connections.delete(this.id));
  }

  connect(): this {
    this.send({ type: 'open', connection: this.id });
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.worker.ref();
    return this;
  }

  unref(): this {
    this.worker.unref();
    return this;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.send({ type: 'data', connection: this.id, bytes: exactCopy([chunk]) });
    done();
  }

  /** node-postgres corks a query's messages (parse, bind, execute, sync): one message carries them. */
  override _writev(chunks: { chunk: Buffer }[], done: () => void): void {
    const bytes = exactCopy(chunks.map(({ chunk }) => chunk));
    this.send({ type: 'data', connection: this.id, bytes });
    done();
  }

  override _read(): void {
    // data is pushed as the worker sends it
  }

  override _final(done: () => void): void {
    this.send({ type: 'end', connection: this.id });
    done();
  }
}

const WORKER = path.join(PROJECT_ROOT, 'server/db/pglite-thread.worker.mjs');

/**
 * Creating a new database folder (initdb) leaves ~800 MB of WASM memory behind that PGlite never
 * gives back, even to a thread that ends; an existing folder opens in far less. So a new folder
 * is made by a short-lived process of its own (~0.4 s more, once) and then opened by the thread.
 * That process runs the migrations too: run in the thread, the first migrations kept 35-55 MB
 * more resident for good (idle 310-334 -> 277 MB: docs/capacity.md). The caller's migrations
 * then find nothing left to do.
 *
 * An in-memory database (`dataDir` null) may start from `image`, a file `dumpDataDir` wrote: the
 * tests start every file's database from one migrated image (server/test/database-images.ts).
 */
export async function startPgliteThread(
  dataDir: string | null,
  migrationsFolder: string,
  image: string | null = null,
): Promise<PgliteThread> {
  if (dataDir && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await run(process.execPath, [WORKER, dataDir, migrationsFolder], { timeout: 120_000 });
  }
  return startThread(dataDir, dataDir ? null : image);
}

async function startThread(dataDir: string | null, image: string | null): Promise<PgliteThread> {
  // None of the server's node options but the profiler's: the worker is plain JavaScript, and an
  // inherited `--import tsx` would load tsx's loader in the thread too (20-40 MB and ~0.3 s; see
  // docs/capacity.md).
  const worker = new Worker(WORKER, {
    workerData: { dataDir, image },
    execArgv: profilerOptions(process.execArgv),
  });
  const connections = new Map<number, WorkerConnection>();
  // Bytes are handed over (transferred), not copied.
  const send = (message: ToWorker) =>
    worker.postMessage(
      message,
      message.type === 'data' ? [message.bytes.buffer as ArrayBuffer] : [],
    );
  let closed: (() => void) | undefined;

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The database thread exited (${code}).`)));
    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'ready':
          return resolve();
        case 'failed':
          return reject(new Error(message.message));
        case 'data':
          connections.get(message.connection)?.push(message.bytes);
          return;
        case 'end':
          connections.get(message.connection)?.push(null);
          return;
        case 'closed':
          closed?.();
      }
    });
  });
  worker.removeAllListeners('error');
  worker.removeAllListeners('exit');
  // A thread that dies fails what is waiting on it, as a dropped connection would; the health
  // check then answers 503.
  let stopped: Error | null = null;
  let closing = false;
  const fail = (error: Error) => {
    stopped ??= error;
    // On close, a connection node-postgres is still ending just ends: `pool.end()` resolves once
    // it has asked its clients to end, not once they have (pg-pool), so one may still be open.
    for (const connection of connections.values()) connection.destroy(closing ? undefined : error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code}).`)));

  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => {
      const connection = new WorkerConnection(send, connections, worker);
      if (stopped) process.nextTick(() => connection.destroy(stopped ?? undefined));
      return connection;
    },
  });
  // An idle client whose connection fails is dropped by the pool, which then emits the error:
  // unheard, that would end the process. What was waiting has failed already (`fail`), and the
  // next query finds the thread stopped.
  pool.on('error', () => undefined);
  return {
    pool,
    close: async () => {
      closing = true;
      await pool.end();
      await new Promise<void>((resolve) => {
        closed = resolve;
        send({ type: 'close' });
      });
      await worker.terminate();
    },
  };
}

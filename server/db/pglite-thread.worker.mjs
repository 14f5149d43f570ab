/**
 * PGlite on a thread of its own: the main thread's node-postgres speaks the PostgreSQL wire
 * protocol to it over the worker's message port (`pglite-thread.ts`), so the WASM Postgres never
 * blocks the event loop that answers HTTP requests.
 *
 * Plain JavaScript on purpose: a TypeScript worker needs tsx's loader in the thread, which cost
 * ~50 MB of resident memory (249 -> 198 MB for a process holding an open database; see
 * docs/capacity.md).
 */
import fs from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const TERMINATE = 0x58; // 'X'

/** A connection's bytes cut into whole protocol messages. */
class MessageFramer {
  buffer = Buffer.alloc(0);
  started = false;

  /**
   * Appends what arrived and answers the whole messages it completes.
   * @param {Uint8Array} bytes (the worker's own copy: it is used in place, not copied again)
   * @returns {Buffer[]}
   */
  push(bytes) {
    const arrived = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, arrived]) : arrived;
    const messages = [];
    for (;;) {
      // Before the start-up message: no type byte, the length first.
      const untyped = !this.started;
      if (this.buffer.length < (untyped ? 8 : 5)) break;
      const length = untyped ? this.buffer.readInt32BE(0) : 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) break;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (untyped && message.readInt32BE(4) === PROTOCOL_3) this.started = true;
      messages.push(message);
    }
    return messages;
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers cost ~110 MB of resident memory in PGlite (issue
 * 12: 277 -> 164 MB for an open database). A screening team's data is small, and the operating
 * system caches the files behind the buffers anyway.
 */
const POSTGRESQL_CONF = 'shared_buffers = 16MB';
/** The extensions the migrations create (pg_trgm: the workspace's text search). */
const EXTENSIONS = { pg_trgm };

if (isMainThread) {
  // `node pglite-thread.worker.mjs <folder> <migrations folder>`: creates a new database folder,
  // brings it to the schema and ends, so the memory that initdb and the first migrations leave in
  // PGlite's WASM memory (~800 MB, and then 35-55 MB of resident memory) goes back with the process.
  const [folder, migrationsFolder] = process.argv.slice(2);
  if (!folder || !migrationsFolder) {
    throw new Error('usage: node pglite-thread.worker.mjs <new data folder> <migrations folder>');
  }
  const created = await PGlite.create(folder, {
    postgresqlconf: POSTGRESQL_CONF,
    extensions: EXTENSIONS,
  });
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(drizzle(created), { migrationsFolder });
  await created.close();
  process.exit(0);
}

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/**
 * Bytes are handed over (transferred), not copied: each is an array of its own (see `joined`).
 * @param {import('./pglite-thread').FromWorker} message
 */
const post = (message) =>
  port.postMessage(message, message.type === 'data' ? [message.bytes.buffer] : []);

/**
 * The chunks in one array of their own (a small Buffer would be a view of Node's shared pool).
 * @param {Uint8Array[]} chunks
 */
function joined(chunks) {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const { dataDir, image } = /** @type {{ dataDir: string | null, image: string | null }} */ (
  workerData
);
/** @type {PGlite} */
let db;
try {
  db = await PGlite.create(dataDir ?? undefined, {
    postgresqlconf: POSTGRESQL_CONF,
    extensions: EXTENSIONS,
    // An in-memory database may start from a dump of one (`dumpDataDir`) instead of initdb:
    // the tests' databases, already migrated, open in ~0.7 s instead of ~4 s (docs/testing.md).
    ...(image ? { loadDataDir: await fs.openAsBlob(image) } : {}),
  });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  throw error;
}

/**
 * A query's messages as they arrived together (node-postgres corks bind, describe, execute and
 * sync into one write) go to PGlite as one call, which runs them all and answers once: one message
 * back to the main thread per query instead of one per protocol message (each posted message
 * cost the two threads ~0.05 ms of CPU: docs/capacity.md). The start-up, SSL and terminate
 * messages, which begin with a zero length byte or 'X', are handled each on its own.
 * @param {Buffer[]} messages
 * @returns {Buffer[]}
 */
function batches(messages) {
  /** @type {Buffer[]} */
  const batched = [];
  /** @type {Buffer[]} */
  let pending = [];
  const flush = () => {
    if (pending.length) batched.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  for (const message of messages) {
    if (message[0] === 0 || message[0] === TERMINATE) {
      flush();
      batched.push(message);
    } else {
      pending.push(message);
    }
  }
  flush();
  return batched;
}

/** @type {Map<number, MessageFramer>} */
const framers = new Map();
/**
 * PGlite runs one message at a time; every connection's messages wait their turn here.
 * @type {Promise<void>}
 */
let turn = Promise.resolve();

/**
 * @param {number} connection
 * @param {Buffer} message one message, or typed messages that arrived together
 */
async function run(connection, message) {
  if (!framers.has(connection)) return; // the connection ended while this waited
  if (message.length === 8 && message.readInt32BE(4) === SSL_REQUEST) {
    post({ type: 'data', connection, bytes: new Uint8Array([0x4e]) }); // 'N': no SSL
    return;
  }
  if (message[0] === TERMINATE) {
    await endConnection(connection);
    return;
  }
  /** @type {Uint8Array[]} */
  const chunks = [];
  // PGlite lends its own memory for each chunk: each is copied (slice) before the next comes.
  await db.execProtocolRawStream(message, { onRawData: (data) => chunks.push(data.slice()) });
  if (chunks.length === 0) return;
  const bytes = chunks.length === 1 ? /** @type {Uint8Array} */ (chunks[0]) : joined(chunks);
  post({ type: 'data', connection, bytes });
}

/** Nothing half-done is left for whichever connection comes next. */
async function rollBackOpenTransaction() {
  if (db.isInTransaction()) await db.exec('ROLLBACK');
}

/**
 * A connection that ends inside a transaction leaves nothing half-done for the next one.
 * @param {number} connection
 */
async function endConnection(connection) {
  if (!framers.delete(connection)) return;
  await rollBackOpenTransaction();
  post({ type: 'end', connection });
}

/** @param {() => Promise<void>} work */
const inTurn = (work) => {
  turn = turn.then(work).catch((error) => {
    console.error('PGlite thread: a message failed', error);
  });
};

port.on('message', (/** @type {import('./pglite-thread').ToWorker} */ message) => {
  switch (message.type) {
    case 'open':
      framers.set(message.connection, new MessageFramer());
      // PGlite is one session whatever the connection: a new connection (node-postgres drops a
      // client after any failed query) starts from a clean one, without the last connection's
      // prepared statements, which it would prepare again under the same names.
      inTurn(async () => {
        await rollBackOpenTransaction();
        await db.exec('DISCARD ALL');
      });
      break;
    case 'data': {
      const framer = framers.get(message.connection);
      if (!framer) break;
      for (const batch of batches(framer.push(message.bytes))) {
        inTurn(() => run(message.connection, batch));
      }
      break;
    }
    case 'end':
      inTurn(() => endConnection(message.connection));
      break;
    case 'close':
      inTurn(async () => {
        await db.close();
        post({ type: 'closed' });
        port.close();
      });
      break;
  }
});
post({ type: 'ready' });

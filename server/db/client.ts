import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { retireUnmigratableJobQueueSchema } from './job-queue-schema';
import { keepPgliteTidy } from './pglite-maintenance';
import { startPgliteThread } from './pglite-thread';
import {
  refuseUnsafeRollingUpgrade,
  registerInstance,
  releaseOf,
  type InstanceRegistration,
} from './rolling-upgrades/instance-registry';
import * as schema from './schema';
import { PROJECT_ROOT } from '../project-root';

export type Schema = typeof schema;
/** The common face of Drizzle over PGlite and over node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address, for what needs connections of its own (upload locks, the job queue). */
  connectionString?: string;
  /** Answers whether the database takes a query now (for the health check). */
  ping(): Promise<boolean>;
  /** This process's connections: open, idle, and queries waiting for one (for metrics). */
  poolState(): { total: number; idle: number; waiting: number };
  /** Sends what goes wrong with connections (a restart drops them) to the app's log. */
  reportConnectionErrorsTo(log: ConnectionErrorLog): void;
  /** PGlite only: VACUUM (and ANALYZE in turn) now, as its timer does (`pglite-maintenance.ts`). */
  tidyUp?: () => Promise<void>;
  close(): Promise<void>;
}

export interface ConnectionErrorLog {
  warn(details: object, message: string): void;
}

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'server/db/migrations');

/**
 * Opens the embedded PGlite database, on a thread of its own (`pglite-thread.ts`): in a folder, or
 * in memory when `dataDir` is null. PGlite does not lock its folder; callers take `lockDataDir`
 * first. Drizzle reaches it through node-postgres, as it reaches a PostgreSQL server. An in-memory
 * one may start from `image`, a dump of a database (`startPgliteThread`).
 */
export async function openPglite(
  dataDir: string | null,
  options: { image?: string } = {},
): Promise<DatabaseHandle> {
  const thread = await startPgliteThread(dataDir, MIGRATIONS_FOLDER, options.image ?? null);
  try {
    const db = drizzlePostgres(thread.pool, { schema }) as unknown as Database;
    await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    const tidying = keepPgliteTidy((statement) => thread.pool.query(statement));
    return {
      db,
      kind: 'pglite',
      ping: async () => (await thread.pool.query('select 1')).rowCount === 1,
      poolState: () => poolStateOf(thread.pool),
      // The embedded database lives in this process: it has no connections to lose.
      reportConnectionErrorsTo: () => undefined,
      tidyUp: tidying.runOnce,
      close: () => {
        tidying.stop();
        return thread.close();
      },
    };
  } catch (error) {
    await thread.close();
    throw error;
  }
}

/** An advisory lock key of our own (two ints: "pre", 1) held while migrating. */
const MIGRATION_LOCK = [0x707265, 1] as const;

/**
 * Brings the schema up to date. Several instances may start at once: one migrates while the
 * others wait for it, then find nothing left to do (drizzle's migrator takes no lock itself).
 */
async function migrateOnce(pool: pg.Pool, db: Database): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
    // Before anything changes: a migration older instances cannot run beside (docs/deploying.md).
    await refuseUnsafeRollingUpgrade(lockHolder, MIGRATIONS_FOLDER, (line) => console.warn(line));
    // First, so that a start refused here leaves the app's migrations unrun (job-queue-schema.ts).
    const retired = await retireUnmigratableJobQueueSchema(lockHolder);
    if (retired) console.warn(retired);
    await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]).catch(() => {
      // The connection is going anyway: its session's locks go with it.
    });
    lockHolder.release();
  }
}

/** How long a request waits for a connection while PostgreSQL does not answer, before its 503. */
const CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // No JIT: on tables autovacuum has not analyzed yet (a team with few candidates), the
    // planner's guesses put the candidate list over JIT's cost threshold, and compiling it took
    // 1-2.5 s per request where running it took 0.5 ms.
    options: '-c jit=off',
  });
  // A restart or failover ends every connection. node-postgres reports it as an 'error' event,
  // on the pool for an idle connection and on the connection itself for one in use (a transaction,
  // the migration lock); unheard, that event ends the process. Heard, the connection is dropped,
  // the query on it fails (503, database-availability.ts) and the next one connects anew.
  // Until the app's log takes over (during migrations), a line on stderr.
  let log: ConnectionErrorLog = { warn: (_details, message) => console.warn(message) };
  const connectionLost = (error: Error) =>
    log.warn({ err: error }, 'a database connection was lost; the next query reconnects');
  pool.on('error', connectionLost);
  pool.on('connect', (client) => client.on('error', connectionLost));
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  let registration: InstanceRegistration;
  try {
    await migrateOnce(pool, db);
    // Live instances and their release, for the next release's start (rolling-upgrades/).
    registration = await registerInstance(pool, releaseOf(MIGRATIONS_FOLDER), (error) =>
      log.warn({ err: error }, 'could not tell the database this instance is live'),
    );
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    connectionString,
    ping: async () => (await pool.query('select 1')).rowCount === 1,
    poolState: () => poolStateOf(pool),
    reportConnectionErrorsTo: (appLog) => (log = appLog),
    close: async () => {
      await registration.leave();
      await pool.end();
    },
  };
}

function poolStateOf(pool: pg.Pool) {
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common face of Drizzle over PGlite and over node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers whether the database takes a query now (for the health check). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/**
 * Opens the embedded PGlite database, on a thread of its own (`pglite-thread.ts`): in a folder, or
 * in memory when `dataDir` is null. PGlite does not lock its folder; callers take `lockDataDir`
 * first. Drizzle reaches it through node-postgres, as it reaches a PostgreSQL server.
 */
export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  const thread = await startPgliteThread(dataDir, MIGRATIONS_FOLDER);
  try {
    const db = drizzlePostgres(thread.pool, { schema }) as unknown as Database;
    await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'pglite',
      ping: async () => (await thread.pool.query('select 1')).rowCount === 1,
      close: () => thread.close(),
    };
  } catch (error) {
    await thread.close();
    throw error;
  }
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'postgres',
    ping: async () => (await pool.query('select 1')).rowCount === 1,
    close: () => pool.end(),
  };
}

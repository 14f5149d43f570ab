import { OWNER_MEMBER_ID } from '../features/team/owner';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import { loadCatalogue } from '../features/roles/roles.service';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * API tests run on the embedded PGlite always, and also on a real PostgreSQL server when
 * TEST_DATABASE_URL names one (CI points it at the machine's server).
 */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Each database kind twice: recordings on local disk, and in an S3 bucket (uploads in progress
 * then in the database). As `describe.each` rows: a name, the kind, whether S3 is used.
 */
export function databaseAndStoreCases(): [string, DatabaseKind, boolean][] {
  return testDatabaseKinds().flatMap((kind): [string, DatabaseKind, boolean][] => [
    [`${kind}, local disk`, kind, false],
    [`${kind}, S3 with uploads in the database`, kind, true],
  ]);
}

/** `prescreen_<what>_<suffix><worker>`: a database name of this test worker's own. */
export function workerDatabaseName(what: string): string {
  // TEST_DB_SUFFIX keeps two test runs on one machine (e.g. two developers) apart.
  const suffix = (process.env.TEST_DB_SUFFIX ?? '').replace(/[^a-z0-9_]/gi, '');
  return `prescreen_${what}_${suffix}${process.env.VITEST_POOL_ID ?? '0'}`.toLowerCase();
}

/**
 * A new database `name` on the server of `adminUrl` (an older one is dropped), empty or a copy of
 * `template`; its URL.
 */
export async function emptyPostgresDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(adminUrl, name);
}

/** The address of database `name` on the server of `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The file of the migrated PGlite image that database-images.ts made for this run. */
export const PGLITE_IMAGE_VARIABLE = 'PRESCREEN_TEST_PGLITE_IMAGE';
/** The migrated PostgreSQL template database that database-images.ts made for this run. */
export const POSTGRES_TEMPLATE_VARIABLE = 'PRESCREEN_TEST_POSTGRES_TEMPLATE';

/**
 * Each test worker gets its own PostgreSQL database, made fresh for each test file: a copy of the
 * run's migrated template where there is one (database-images.ts), else emptied in place.
 */
async function freshPostgresUrl(adminUrl: string): Promise<string> {
  const name = workerDatabaseName('test');
  const template = process.env[POSTGRES_TEMPLATE_VARIABLE];
  if (template) return emptyPostgresDatabase(adminUrl, name, template);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;',
    );
  } finally {
    await client.end();
  }
  return url;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  const handle =
    kind === 'pglite'
      ? await openPglite(null, { image: process.env[PGLITE_IMAGE_VARIABLE] })
      : await openPostgres(await freshPostgresUrl(process.env.TEST_DATABASE_URL as string));
  await loadCatalogue(handle.db);
  return handle;
}

/**
 * Embedded databases whose test apps have closed, kept open in this worker for the next app:
 * server test files share a worker's modules (vitest.config.ts), so one file's database serves
 * the next, emptied as before each test (milliseconds) instead of a copy of the image opened anew
 * (~1.1-1.6 s of a worker's CPU). A PostgreSQL database is made anew from the template each time
 * (~0.3-0.7 s, mostly the server's): its name is the worker's, which other openings reuse.
 */
const keptEmbedded: DatabaseHandle[] = [];

/** A database for a test app: an embedded one an earlier app gave back, emptied, or a new one. */
export async function takeTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    for (let kept = keptEmbedded.pop(); kept; kept = keptEmbedded.pop()) {
      // A test may have closed it, or broken it on purpose: then it goes, and the next is tried.
      if (await kept.ping().catch(() => false)) {
        await resetDatabase(kept);
        return kept;
      }
      await kept.close().catch(() => undefined);
    }
  }
  return openTestDatabase(kind);
}

/** Takes back what takeTestDatabase gave, once its app has closed: embedded ones are kept. */
export async function giveBackTestDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') keptEmbedded.push(handle);
  else await handle.close();
}

/**
 * Every table of the Drizzle schema, so a table added to it is emptied between tests without being
 * listed here. What is not in the schema stays: the migrations' own record
 * (`drizzle.__drizzle_migrations`, emptying it would run every migration again) and pg-boss's
 * schema (its queues are created once, when the app starts).
 */
export const SCHEMA_TABLES: readonly PgTable[] = Object.values(
  schema as Record<string, unknown>,
).filter((value): value is PgTable => is(value, PgTable));

/** `"schema"."name"`, or `"name"` for a table in the default schema. */
function quotedName(table: PgTable): string {
  const { schema: inSchema, name } = getTableConfig(table);
  return (inSchema ? [inSchema, name] : [name]).map((part) => `"${part}"`).join('.');
}

/**
 * Every table emptied by one `delete` each, in one transaction with the foreign keys' triggers off
 * (`session_replication_role`, so the order does not matter): a test's few rows go in ~3-10 ms,
 * where a `truncate` of the 35 tables took ~110 ms on PGlite and ~200 ms on PostgreSQL, before
 * each of ~3,000 tests (docs/testing.md). No table has a sequence to restart.
 */
const EMPTY_EVERY_TABLE = sql.raw(
  ['set local session_replication_role = replica']
    .concat(SCHEMA_TABLES.map((table) => `delete from ${quotedName(table)}`))
    .join('; '),
);

/** Empties every table of the schema, adds the owner back and reloads the catalogue. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.transaction((tx) => tx.execute(EMPTY_EVERY_TABLE));
  await handle.db.execute(
    sql`insert into members (id, name, role) values (${OWNER_MEMBER_ID}, 'Owner', 'owner')`,
  );
  // The list's version goes on from a number it never held (the microseconds now), so no total
  // the app counted before the reset is taken for one of the emptied database.
  await handle.db.execute(
    sql`insert into candidate_list_version (version)
        values ((extract(epoch from clock_timestamp()) * 1000000)::bigint)`,
  );
  await loadCatalogue(handle.db);
}

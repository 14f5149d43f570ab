import { OWNER_MEMBER_ID } from '../features/team/owner';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
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

/** A new, empty database `name` on the server of `adminUrl` (an older one is dropped); its URL. */
export async function emptyPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
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

/** Each test worker gets its own PostgreSQL database, made fresh for each test file. */
async function freshPostgresUrl(adminUrl: string): Promise<string> {
  const name = workerDatabaseName('test');
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
      ? await openPglite(null)
      : await openPostgres(await freshPostgresUrl(process.env.TEST_DATABASE_URL as string));
  await loadCatalogue(handle.db);
  return handle;
}

/** Empties every table a test may write to and reloads the catalogue. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(
    sql`truncate table audit_events, share_feedback, share_visits, share_links, review_comments, review_scores, api_tokens, webauthn_challenges, member_passkeys, member_invites, members, tus_upload_pieces, tus_uploads, rate_limit_hits, passkey_throttle, admin_devices, admin_sessions, review_changes, integrity_events, reviews, feedback, recordings, answers, candidate_sessions, candidates, invites, role_versions, role_logos, roles, settings restart identity cascade`,
  );
  await handle.db.execute(
    sql`insert into members (id, name, role) values (${OWNER_MEMBER_ID}, 'Owner', 'owner')`,
  );
  await loadCatalogue(handle.db);
}

import { createRequire } from 'node:module';
import type pg from 'pg';
import { getMigrationPlans } from 'pg-boss';

/** pg-boss's schema: the recordings' processing queue (shared-processing-queue.ts). */
const JOB_QUEUE_SCHEMA = 'pgboss';
/** The name the processing queue's connections give PostgreSQL, in every release since the first. */
const JOB_QUEUE_APPLICATION_NAME = 'prescreen-processing';

/** The version of pg-boss's schema that the installed pg-boss makes and runs on. */
const CURRENT_VERSION = (
  createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } }
).pgboss.schema;

/**
 * Whether the installed pg-boss migrates its schema from `version` at start. It answers with its
 * own plans, so a pg-boss that drops more old versions is followed without a change here.
 */
function pgBossMigrates(version: number): boolean {
  try {
    getMigrationPlans(JOB_QUEUE_SCHEMA, version);
    return true;
  } catch {
    return false;
  }
}

/**
 * Run before the app's migrations, under their lock: releases up to 2026-11-25 ran pg-boss 10
 * (schema version 24), which pg-boss 12 refuses to migrate, and no pg-boss release migrates it
 * (docs/deploying.md, "Upgrading"). Such a schema is renamed out of the way, kept for the
 * operator, and pg-boss makes a new one when the processing queue starts. Its jobs are not
 * carried over: each is one recording left `uploaded`, and the queue's start queues every such
 * recording again (the attempts so far are counted on the recording). Refuses, changing nothing,
 * while an instance of such a release is still connected: it would go on using the renamed
 * schema's name for the new one's. Answers the line to print, or null when there was nothing to do.
 */
export async function retireUnmigratableJobQueueSchema(
  client: pg.ClientBase,
  now = new Date(),
): Promise<string | null> {
  const version = await jobQueueSchemaVersion(client);
  if (version === null || version >= CURRENT_VERSION || pgBossMigrates(version)) return null;
  const connected = await client.query<{ connections: number }>(
    `select count(*)::int as connections from pg_stat_activity
     where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
    [JOB_QUEUE_APPLICATION_NAME],
  );
  const connections = connected.rows[0]?.connections ?? 0;
  if (connections > 0)
    throw new Error(
      `pg-boss's schema is at version ${version}, which this release cannot migrate, and ` +
        `${connections} connection(s) of an earlier release's processing queue are open: stop ` +
        'every instance of the earlier release, then start this one (docs/deploying.md, ' +
        '"Upgrading"). Nothing was changed.',
    );
  const unfinished = await client.query<{ jobs: number }>(
    `select count(*)::int as jobs from ${JOB_QUEUE_SCHEMA}.job
     where state in ('created', 'retry', 'active')`,
  );
  const kept = `${JOB_QUEUE_SCHEMA}_v${version}_${now.toISOString().replace(/\D/g, '').slice(0, 14)}`;
  await client.query(`alter schema ${JOB_QUEUE_SCHEMA} rename to ${kept}`);
  return (
    `pg-boss's schema was at version ${version}, which this release's pg-boss (version ` +
    `${CURRENT_VERSION}) cannot migrate: it is kept as schema ${kept} (drop it once you no ` +
    `longer need it) and a new one is made; its ${unfinished.rows[0]?.jobs ?? 0} unfinished ` +
    'job(s) are queued again from the recordings still waiting for processing'
  );
}

/** The version in pg-boss's schema, or null when there is none. */
async function jobQueueSchemaVersion(client: pg.ClientBase): Promise<number | null> {
  const table = await client.query<{ name: string | null }>(
    `select to_regclass('${JOB_QUEUE_SCHEMA}.version')::text as name`,
  );
  if (!table.rows[0]?.name) return null;
  const { rows } = await client.query<{ version: number }>(
    `select version::int as version from ${JOB_QUEUE_SCHEMA}.version`,
  );
  return rows[0]?.version ?? null;
}

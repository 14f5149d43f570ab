import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import PgBoss10 from 'pg-boss-10';
import { MIGRATIONS_FOLDER } from '../db/client';
import { migrationsBefore } from './migrations-before';

/**
 * A release's database, named by its last migration and the pg-boss it ran: 0004 was the first
 * PostgreSQL release's (4de72a0, 2026-11-25); up to 4a092f8^ the releases ran pg-boss 10.4.2
 * (schema version 24), from 4a092f8 on pg-boss 12.38.0 (docs/deploying.md, "Upgrading").
 */
export interface EarlierRelease {
  tag: string;
  pgBoss: 10 | 12;
}

const FIRST_POSTGRES_TAG = '0004_rate_limit_hits';
const LAST_PG_BOSS_10_TAG = '0005_tus_uploads';

function journalTags(): string[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/**
 * Each schema since the first PostgreSQL release's, but the latest, with the pg-boss its releases
 * ran (both for 0005).
 */
export function earlierReleases(): EarlierRelease[] {
  const tags = journalTags();
  const earlier = tags.slice(tags.indexOf(FIRST_POSTGRES_TAG), -1);
  return earlier.flatMap((tag): EarlierRelease[] => [
    ...(tag <= LAST_PG_BOSS_10_TAG ? [{ tag, pgBoss: 10 as const }] : []),
    ...(tag >= LAST_PG_BOSS_10_TAG ? [{ tag, pgBoss: 12 as const }] : []),
  ]);
}

/** What was seeded, to find again through the API. */
export interface SeededTeam {
  roleId: string;
  roleTitle: string;
  candidateId: string;
  candidateName: string;
  /** The candidate's `unique`, whose hash the release kept. */
  secret: string;
  answer: string;
  notes: string;
  recordingId: string;
  uploadId: string;
}

/**
 * The database of `release` at `url` (empty), with a team's data and a recording that waits for
 * processing: uploaded, its bytes (`upload.video`) in the uploads of `upload.dataDir` as the
 * local store keeps them, and its job queued in pg-boss's schema as the release made it. The data
 * is written at the first PostgreSQL release's schema, then our migrations bring it to the
 * release's, as they brought the teams' own.
 */
export async function earlierReleaseDatabase(
  release: EarlierRelease,
  url: string,
  upload?: { dataDir: string; video: string },
): Promise<SeededTeam> {
  const pool = new pg.Pool({ connectionString: url });
  try {
    await migrate(drizzle(pool), { migrationsFolder: migrationsUpTo(FIRST_POSTGRES_TAG) });
    const team = await seedTeam(pool);
    await migrate(drizzle(pool), { migrationsFolder: migrationsUpTo(release.tag) });
    if (upload) {
      fs.mkdirSync(path.join(upload.dataDir, 'uploads'), { recursive: true });
      fs.copyFileSync(upload.video, path.join(upload.dataDir, 'uploads', team.uploadId));
    }
    await queueAsReleased(release, url, team.recordingId);
    return team;
  } finally {
    await pool.end();
  }
}

/**
 * Empties the database at `url` for the next release's: dropping its schemas took a fraction of
 * the time of making a new database on the loaded test machine.
 */
export async function emptySchemas(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname in ('public', 'drizzle') or nspname like 'pgboss%'",
    );
    for (const { nspname } of rows) await client.query(`drop schema ${nspname} cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/** pg-boss's schemas in the database, the one in use and any kept, with their versions. */
export async function jobQueueSchemas(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const versions: Record<string, number> = {};
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 'pgboss%'",
    );
    for (const { nspname } of rows) {
      const version = await client.query<{ version: number }>(
        `select version::int as version from ${nspname}.version`,
      );
      versions[nspname] = version.rows[0]?.version as number;
    }
    return versions;
  } finally {
    await client.end();
  }
}

/** The migrations folders made so far, by their last migration's tag: one copy each per run. */
const foldersUpTo = new Map<string, string>();

/** A folder of the migrations up to `tag`, that one included. */
function migrationsUpTo(tag: string): string {
  let folder = foldersUpTo.get(tag);
  if (!folder) {
    const tags = journalTags();
    foldersUpTo.set(tag, (folder = migrationsBefore(tags[tags.indexOf(tag) + 1] as string)));
  }
  return folder;
}

/** A role, an invite, a candidate who answered, submitted a video and was scored. */
async function seedTeam(pool: pg.Pool): Promise<SeededTeam> {
  const roleId = 'u01';
  const roleTitle = 'Upgrade Engineer';
  const inviteCode = randomBytes(16).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  const answer = '<p>I kept every datum.</p>';
  const notes = 'Strong on upgrades.';
  const uploadId = randomBytes(16).toString('hex');
  const run = (text: string, values: unknown[] = []) => pool.query(text, values);
  await run(
    `insert into companies (slug, name, url, logo, color) values ('acme', 'Acme', 'https://acme.example', '', '#000000')`,
  );
  await run(
    `insert into roles (id, company_slug, title, questions) values ($1, 'acme', $2, $3::jsonb)`,
    [roleId, roleTitle, JSON.stringify(['What did you upgrade?'])],
  );
  await run(
    `insert into invites (code, role_id, expires_at) values ($1, $2, now() + interval '30 days')`,
    [inviteCode, roleId],
  );
  const candidate = await run(
    `insert into candidates (invite_code, name, email, social, company, step, video_completed_at, completed_at)
     values ($1, 'Ada Upgrade', 'ada@test.example', 'https://profile.test.example', '', 'complete', now(), now())
     returning id`,
    [inviteCode],
  );
  const candidateId = (candidate.rows[0] as { id: string }).id;
  const secretHash = createHash('sha256').update(secret, 'utf8').digest('hex');
  await run('insert into candidate_sessions (secret_hash, candidate_id) values ($1, $2)', [
    secretHash,
    candidateId,
  ]);
  await run(
    `insert into answers (candidate_id, question_index, question, html, sequence)
     values ($1, 0, 'What did you upgrade?', $2, 1)`,
    [candidateId, answer],
  );
  const recording = await run(
    `insert into recordings (candidate_id, upload_id, status, mime_type, container, size_bytes, recorded_ms, submitted_at, finished_at)
     values ($1, $2, 'uploaded', 'video/webm', 'webm', 0, 2000, now(), now()) returning id`,
    [candidateId, uploadId],
  );
  const recordingId = (recording.rows[0] as { id: string }).id;
  await run(
    `insert into reviews (candidate_id, status, score, notes, updated_by) values ($1, 'shortlisted', 4, $2, 'passkey')`,
    [candidateId, notes],
  );
  await run(`insert into feedback (candidate_id, rating, text) values ($1, 5, 'Smooth.')`, [
    candidateId,
  ]);
  return {
    roleId,
    roleTitle,
    candidateId,
    candidateName: 'Ada Upgrade',
    secret,
    answer,
    notes,
    recordingId,
    uploadId,
  };
}

/** The processing queue's settings and job id, as every release since the first made them. */
const QUEUE = 'recording-processing';
const DEAD_LETTER = 'recording-processing-dead-letter';
const JOB_SETTINGS = {
  retryLimit: 4,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 300,
  deadLetter: DEAD_LETTER,
};

function releasedJobId(recordingId: string): string {
  return createHash('sha256').update(recordingId).digest('hex').slice(0, 32);
}

/** The processing queue of a release that ran pg-boss 10, as it connected. */
export function pgBoss10Queue(url: string): PgBoss10 {
  return new PgBoss10({ ...releasedQueueOptions(url), supervise: false, schedule: false });
}

function releasedQueueOptions(url: string) {
  return {
    connectionString: url,
    schema: 'pgboss',
    application_name: 'prescreen-processing',
    max: 2,
  };
}

/** pg-boss's schema made by the release's pg-boss, with the recording's job waiting in it. */
async function queueAsReleased(release: EarlierRelease, url: string, recordingId: string) {
  const id = releasedJobId(recordingId);
  if (release.pgBoss === 10) {
    const boss = pgBoss10Queue(url);
    await boss.start();
    await boss.createQueue(DEAD_LETTER, { name: DEAD_LETTER });
    await boss.createQueue(QUEUE, { name: QUEUE, ...JOB_SETTINGS });
    await boss.send(QUEUE, { recordingId }, { ...JOB_SETTINGS, id });
    await boss.stop({ graceful: false, wait: true });
    await connectionsClosed(url);
    return;
  }
  const boss = new PgBoss({ ...releasedQueueOptions(url), supervise: false, schedule: false });
  await boss.start();
  await boss.createQueue(DEAD_LETTER);
  await boss.createQueue(QUEUE, JOB_SETTINGS);
  await boss.send(QUEUE, { recordingId }, { ...JOB_SETTINGS, id });
  await boss.stop({ graceful: false });
}

/**
 * Until PostgreSQL has ended the stopped queue's sessions: a stopped instance of the release is
 * one whose connections are gone, which the next start checks (job-queue-schema.ts).
 */
async function connectionsClosed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let tries = 0; tries < 100; tries += 1) {
      const { rows } = await client.query<{ open: number }>(
        `select count(*)::int as open from pg_stat_activity
         where datname = current_database() and application_name = 'prescreen-processing'`,
      );
      if (rows[0]?.open === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

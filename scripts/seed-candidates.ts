import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '../shared/roles.schema';
import type { Database } from '../server/db/client';
import {
  answers,
  candidates,
  feedback,
  integrityEvents,
  invites,
  recordings,
  reviewScores,
  reviews,
} from '../server/db/schema';
import { listRoles, loadCatalogue } from '../server/features/roles/roles.service';
import { loadDeploymentId } from '../server/features/settings/deployment.service';
import { ensureSampleVideo, linkSampleFiles } from './seed-sample-video';
import { copyCandidates } from './seed-copies';
import { addCandidate, addUnusedInvite, emptySeedRows, type SeedRows } from './seed-rows';

const BATCH_SIZE = 500;
/**
 * Candidates made one by one with made-up details; beyond them, these are copied in the database
 * (seed-copies.ts): 100,000 take minutes rather than most of an hour.
 */
const MADE_ONE_BY_ONE = 2000;
/** Rows per INSERT statement, well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1000;

export interface SeedOptions {
  candidates: number;
  /** Where the shared sample video and poster go (the data folder). */
  dataDir: string;
  ffmpegPath?: string;
  /** How many are made one by one before the rest are copied (`MADE_ONE_BY_ONE`). */
  madeOneByOne?: number;
  /** One line of progress, e.g. to the console. */
  progress?: (line: string) => void;
}

export type SeedCounts = Record<keyof SeedRows, number>;

export interface SeedReport {
  counts: SeedCounts;
  totalRows: number;
  elapsedMs: number;
}

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await insert(rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}

/** The tables the seed writes, to count what it added (the copies are made in SQL, uncounted). */
const TABLES: Record<keyof SeedRows, PgTable> = {
  invites,
  candidates,
  answers,
  recordings,
  feedback,
  integrityEvents,
  reviews,
  reviewScores,
};

async function countRows(db: Database): Promise<SeedCounts> {
  const counts = {} as SeedCounts;
  for (const [name, table] of Object.entries(TABLES) as [keyof SeedRows, PgTable][]) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** One batch in one transaction, parents before children. */
async function insertBatch(db: Database, rows: SeedRows): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInChunks(rows.invites, (chunk) => tx.insert(invites).values(chunk));
    await insertInChunks(rows.candidates, (chunk) => tx.insert(candidates).values(chunk));
    await insertInChunks(rows.answers, (chunk) => tx.insert(answers).values(chunk));
    await insertInChunks(rows.recordings, (chunk) => tx.insert(recordings).values(chunk));
    await insertInChunks(rows.feedback, (chunk) => tx.insert(feedback).values(chunk));
    await insertInChunks(rows.integrityEvents, (chunk) => tx.insert(integrityEvents).values(chunk));
    await insertInChunks(rows.reviews, (chunk) => tx.insert(reviews).values(chunk));
    await insertInChunks(rows.reviewScores, (chunk) => tx.insert(reviewScores).values(chunk));
  });
}

/**
 * Adds `options.candidates` realistic candidates (and some unused invites) spread over the
 * catalogue's roles, straight through Drizzle in batches. Running it again adds more.
 */
export async function seedCandidates(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  await loadCatalogue(db);
  const roles: Role[] = await listRoles(db);
  if (roles.length === 0) throw new Error('The role catalogue is empty: nothing to invite to.');
  const deploymentId = await loadDeploymentId(db);
  const sample = await ensureSampleVideo(options.dataDir, options.ffmpegPath);
  if (!sample) {
    throw new Error(
      'The seed needs ffmpeg to make its sample video: install it, or set FFMPEG_PATH.',
    );
  }

  const before = await countRows(db);
  const now = Date.now();
  const oneByOne = Math.min(options.candidates, options.madeOneByOne ?? MADE_ONE_BY_ONE);
  const template: { id: string; roleId: string }[] = [];
  for (let done = 0; done < oneByOne; done += BATCH_SIZE) {
    const rows = emptySeedRows();
    const size = Math.min(BATCH_SIZE, oneByOne - done);
    for (let i = 0; i < size; i += 1) {
      const role = roles[(done + i) % roles.length] as Role;
      addCandidate(rows, role, { now, deploymentId, sample });
      template.push({ id: rows.candidates.at(-1)?.id as string, roleId: role.id });
      // About one invite in ten is never used: some still live, some expired, some revoked.
      if (Math.random() < 0.1) addUnusedInvite(rows, role, now);
    }
    linkSampleFiles(options.dataDir, sample, rows.recordings);
    await insertBatch(db, rows);
    options.progress?.(`  ${done + size} / ${options.candidates} candidates`);
  }
  const files = await copyCandidates(db, template, options.candidates - oneByOne, (added) =>
    options.progress?.(`  ${oneByOne + added} / ${options.candidates} candidates (copied)`),
  );
  linkSampleFiles(options.dataDir, sample, files);
  // The planner's statistics and the visibility map for what was just written, as a database in
  // use has them: PGlite has no autovacuum (its server runs one every ten minutes,
  // pglite-maintenance.ts); without statistics the planner guesses every table's size (a list
  // plan for 42,424 rows of 100,000), without the map every count reads every row's page.
  await db.execute(sql`vacuum (analyze)`);
  const after = await countRows(db);
  const counts = Object.fromEntries(
    Object.keys(TABLES).map((name) => [
      name,
      after[name as keyof SeedRows] - before[name as keyof SeedRows],
    ]),
  ) as SeedCounts;
  const totalRows = Object.values(counts).reduce((sum, value) => sum + value, 0);
  return { counts, totalRows, elapsedMs: performance.now() - started };
}

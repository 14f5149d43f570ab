/**
 * Fills a data folder (or the PostgreSQL database of DATABASE_URL) with realistic candidates for
 * the review workspace. Refuses to run beside a server that holds the same data folder.
 *
 *   npm run seed -- --candidates 10000 [--data-dir DIR]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres, type DatabaseHandle } from '../server/db/client';
import { lockDataDir } from '../server/db/data-dir-lock';
import { seedCandidates } from './seed-candidates';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '1000' },
    'data-dir': { type: 'string' },
  },
});

async function main(): Promise<void> {
  const count = Number(values.candidates);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error('--candidates must be a whole number from 1 to 1,000,000.');
  }
  const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

  // The data folder is locked either way: the sample video is written there.
  const unlock = await lockDataDir(dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = databaseUrl
      ? await openPostgres(databaseUrl)
      : await openPglite(path.join(dataDir, 'db'));
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
    console.log(`Seeding ${count} candidates into ${where}`);
    const report = await seedCandidates(database.db, {
      candidates: count,
      dataDir,
      ffmpegPath: process.env.FFMPEG_PATH,
      progress: (line) => console.log(line),
    });
    const table = Object.entries(report.counts)
      .map(([name, rows]) => `  ${name.padEnd(16)} ${rows}`)
      .join('\n');
    console.log(`Wrote ${report.totalRows} rows in ${(report.elapsedMs / 1000).toFixed(1)} s:`);
    console.log(table);
  } finally {
    await database?.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

import fs from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import type { Config } from './config';
import { LocalRecordingStore } from './features/recordings/stores/local-recording-store';
import { S3RecordingStore } from './features/recordings/stores/s3-recording-store';
import { copyAnswerFiles } from './features/answer-files/answer-file-migration.service';
import {
  copyReadyRecordings,
  type CopiedFile,
  type CopySummary,
} from './features/recordings/stores/storage-migration';
import { countUnprocessedRecordings } from './features/recordings/stores/stored-recordings.repository';

function fileLine(file: CopiedFile): string {
  const size = file.bytes === undefined ? '' : ` (${file.bytes} bytes)`;
  const reason = file.reason ? `: ${file.reason}` : '';
  return `${file.outcome.padEnd(16)} ${file.key}${size}${reason}`;
}

function summaryLines(summary: CopySummary, unprocessed: number): string[] {
  const { recordings, copied, alreadyThere, missingLocally, failed } = summary;
  const lines = [
    `${recordings} ready recording${recordings === 1 ? '' : 's'}; files: ${copied} copied, ${alreadyThere} already there, ${missingLocally} missing locally, ${failed} failed.`,
  ];
  if (unprocessed > 0)
    lines.push(
      `${unprocessed} recordings are still uploading or waiting for processing: they stay on local disk and are not moved. Start the server on local disk until they are processed, then run this again.`,
    );
  lines.push(
    failed + missingLocally > 0
      ? 'Not every ready recording is in the bucket: see the lines above, fix what they say and run this again.'
      : 'Every ready recording is in the bucket: start the server with the S3_* settings.',
  );
  return lines;
}

/**
 * `npm run storage:migrate`: copies every ready recording's video and poster from the data folder
 * (DATA_DIR) into the bucket of the S3_* settings, verifying each (docs/deploying.md), and prints
 * a line per file and a summary. Answers the exit code: 1 when a file failed or is missing
 * locally. Throws, with one line to show, when it cannot run at all.
 */
export async function runStorageMigrate(
  config: Config,
  print: (line: string) => void,
): Promise<number> {
  if (!config.s3)
    throw new Error(
      'S3_BUCKET is not set: give the S3_* settings of the bucket to copy the recordings into (docs/deploying.md).',
    );
  if (!fs.existsSync(config.dataDir))
    throw new Error(
      `The data folder ${config.dataDir} does not exist: set DATA_DIR to the folder the server used.`,
    );
  // PGlite's folder must not be open in a running server; see server/db/data-dir-lock.ts.
  const unlock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(path.join(config.dataDir, 'db'));
    const target = new S3RecordingStore(config.s3, database.db);
    await target.open();
    const where = config.s3.endpoint ? ` at ${config.s3.endpoint}` : '';
    print(
      `Copying ready recordings from ${config.dataDir} to the S3 bucket ${config.s3.bucket}${where}`,
    );
    const summary = await copyReadyRecordings(
      database.db,
      new LocalRecordingStore(config.dataDir),
      target,
      (file) => print(fileLine(file)),
    );
    const unprocessed = await countUnprocessedRecordings(database.db);
    for (const line of summaryLines(summary, unprocessed)) print(line);
    // File answers (CVs, work samples) live in the same store: they move too.
    const answers = await copyAnswerFiles(
      database.db,
      new LocalRecordingStore(config.dataDir),
      target,
      (file) => print(fileLine(file)),
    );
    const { files, copied, alreadyThere, missingLocally, failed } = answers;
    print(
      `${files} file answer${files === 1 ? '' : 's'}: ${copied} copied, ${alreadyThere} already there, ${missingLocally} missing locally, ${failed} failed.`,
    );
    const problems = summary.failed + summary.missingLocally + failed + missingLocally;
    return problems > 0 ? 1 : 0;
  } finally {
    await database?.close();
    unlock?.();
  }
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../shared/roles.schema';
import { readConfig } from './config';
import { openPglite } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { S3RecordingStore } from './features/recordings/stores/s3-recording-store';
import { listRoles, seedCandidate, submitRecording } from './features/review/review-test-seed';
import { loadCatalogue } from './features/roles/roles.service';
import { runStorageMigrate } from './storage-migrate.command';
import { createAppOnDatabase } from './test/test-app';
import { s3Environment, startS3TestServer, type S3TestServer } from './test/s3-test-server';
import { openTestDatabase, testDatabaseKinds, type DatabaseKind } from './test/test-databases';
import { liveWebmBytes } from './test/test-video';

const run = promisify(execFile);
const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'storage-migrate.ts');

/** The database a server on local disk used: the data folder's own, or a PostgreSQL. */
async function openServersDatabase(kind: DatabaseKind, dataDir: string) {
  if (kind === 'postgres') {
    const database = await openTestDatabase(kind);
    return { database, env: { DATABASE_URL: database.connectionString as string } };
  }
  const database = await openPglite(path.join(dataDir, 'db'));
  await loadCatalogue(database.db);
  return { database, env: { DATABASE_URL: '' } };
}

describe.each(testDatabaseKinds())('npm run storage:migrate on %s', (kind) => {
  let s3: S3TestServer;
  let dataDir: string;
  let env: Record<string, string>;
  let keys: { video: string; poster: string };
  let bucket: S3RecordingStore;

  beforeAll(async () => {
    s3 = await startS3TestServer('prescreen');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-migrate-'));
    // A server on local disk recorded one candidate's video, then stopped.
    const opened = await openServersDatabase(kind, dataDir);
    const app = await createAppOnDatabase(opened.database, dataDir);
    const video = await liveWebmBytes(2);
    const role = (await listRoles(app))[0] as Role;
    const candidate = await seedCandidate(app, { role, name: 'Disk', email: 'disk@test.example' });
    await submitRecording(app, candidate.auth, video);
    const [poster, recording] = fs
      .readdirSync(path.join(dataDir, 'recordings', candidate.id))
      .sort();
    keys = {
      video: `recordings/${candidate.id}/${recording}`,
      poster: `recordings/${candidate.id}/${poster}`,
    };
    // The bucket, to plant objects in: its database is only for uploads, never used here.
    bucket = new S3RecordingStore(s3.settings, opened.database.db);
    await app.close();
    await opened.database.close();
    env = { ...opened.env, DATA_DIR: dataDir, ...s3Environment(s3.settings) };
  }, 120_000);
  afterAll(async () => {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function storageMigrate(settings: Record<string, string>) {
    const lines: string[] = [];
    const code = await runStorageMigrate(readConfig(settings), (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  }

  it('refuses without a bucket to copy into', async () => {
    await expect(
      storageMigrate({ DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL ?? '' }),
    ).rejects.toThrow('S3_BUCKET is not set');
  });

  it('exits 1 naming what failed, then copies the rest, then finds everything there', async () => {
    await bucket.withWorkFolder(async (folder) => {
      fs.writeFileSync(path.join(folder, 'other.jpg'), 'not the poster');
      await bucket.putFile(keys.poster, path.join(folder, 'other.jpg'), 'image/jpeg');
    });
    const first = await storageMigrate(env);
    expect(first.code).toBe(1);
    expect(first.output).toMatch(new RegExp(`^copied +${keys.video} \\(\\d+ bytes\\)$`, 'm'));
    expect(first.output).toMatch(new RegExp(`^failed +${keys.poster} \\(\\d+ bytes\\): `, 'm'));
    expect(first.output).toContain(
      '1 ready recording; files: 1 copied, 0 already there, 0 missing locally, 1 failed.',
    );

    await bucket.removeFiles(keys.poster);
    const second = await storageMigrate(env);
    expect(second.code).toBe(0);
    expect(second.output).toContain(
      '1 ready recording; files: 1 copied, 1 already there, 0 missing locally, 0 failed.',
    );

    const third = await storageMigrate(env);
    expect(third.code).toBe(0);
    expect(third.output).toContain(
      '1 ready recording; files: 0 copied, 2 already there, 0 missing locally, 0 failed.',
    );
    expect(third.output).toContain('Every ready recording is in the bucket');
  });

  it.runIf(kind === 'pglite')(
    'refuses, as a command, to run while a server holds the data folder',
    async () => {
      const unlock = await lockDataDir(dataDir);
      try {
        // `env` sets DATABASE_URL empty: the embedded database in the data folder.
        const refused = await run(process.execPath, ['--import', 'tsx', SCRIPT], {
          env: { ...process.env, ...env },
        }).catch((error: unknown) => error as { code: number; stderr: string });
        expect(refused).toMatchObject({ code: 1 });
        expect((refused as { stderr: string }).stderr).toContain(
          `The data folder ${dataDir} is in use by another running instance`,
        );
      } finally {
        unlock();
      }
    },
    60_000,
  );
});

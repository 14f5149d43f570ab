import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Role } from '../../../../shared/roles.schema';
import { TEXTS } from '../../../../shared/texts';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { createAppOnDatabase, createTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { liveWebmBytes } from '../../../test/test-video';
import {
  listRoles,
  processedRecordingOf,
  seedCandidate,
  submitRecording,
} from '../../review/review-test-seed';
import { LocalRecordingStore } from './local-recording-store';
import { S3RecordingStore } from './s3-recording-store';
import { copyReadyRecordings, type CopiedFile } from './storage-migration';

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A bucket whose writes lose their last byte on the way: a copy that arrives wrong. */
class TruncatingStore extends S3RecordingStore {
  override async putFile(key: string, file: string, contentType: string): Promise<void> {
    fs.truncateSync(file, fs.statSync(file).size - 1);
    await super.putFile(key, file, contentType);
  }
}

/** The bucket, counting what is written to it. */
class CountingStore extends S3RecordingStore {
  writes = 0;
  override async putFile(key: string, file: string, contentType: string): Promise<void> {
    this.writes += 1;
    await super.putFile(key, file, contentType);
  }
}

describe.each(testDatabaseKinds())('moving recordings from local disk to S3 on %s', (kind) => {
  let s3: S3TestServer;
  /** The server as it ran before: recordings on local disk. */
  let onDisk: TestApp;
  let local: LocalRecordingStore;
  let bucket: S3RecordingStore;
  let video: Buffer;
  let role: Role;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    onDisk = await createTestApp(kind);
    local = new LocalRecordingStore(onDisk.dataDir);
    bucket = new S3RecordingStore(s3.settings, onDisk.database.db);
    video = await liveWebmBytes(3);
  });
  afterAll(async () => {
    await onDisk.close();
    await s3.close();
  });
  beforeEach(async () => {
    await onDisk.reset();
    await bucket.removeFolder('recordings');
    role = (await listRoles(onDisk))[0] as Role;
  });

  /** A candidate whose video was recorded and processed while the server kept files on disk. */
  async function candidateRecordedOnDisk(email: string) {
    const candidate = await seedCandidate(onDisk, { role, name: 'Disk Candidate', email });
    await submitRecording(onDisk, candidate.auth, video);
    const row = await processedRecordingOf(onDisk, candidate.id);
    return {
      candidate,
      videoKey: row.storageKey,
      posterKey: row.posterKey,
      videoBytes: fs.readFileSync(path.join(onDisk.dataDir, row.storageKey)),
      posterBytes: fs.readFileSync(path.join(onDisk.dataDir, row.posterKey)),
    };
  }

  /**
   * The same database after the operator set S3_*: built once the recordings are processed, so
   * that its share of the processing queue (on PostgreSQL) never takes a job of the disk's.
   */
  async function serverOnS3() {
    const emptyDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-test-'));
    const onS3 = await createAppOnDatabase(onDisk.database, emptyDataDir, { s3: s3.settings });
    const get = (url: string, headers: Record<string, string> = {}) =>
      onS3.app.inject({ method: 'GET', url, headers: { ...onS3.admin, ...headers } });
    return { get, close: () => onS3.close() };
  }

  async function migrate(target: S3RecordingStore = bucket) {
    const files: CopiedFile[] = [];
    const summary = await copyReadyRecordings(onDisk.database.db, local, target, (file) =>
      files.push(file),
    );
    return { summary, files };
  }

  it('copies a ready recording and its poster into the bucket, where a reviewer plays them', async () => {
    const recorded = await candidateRecordedOnDisk('moved@test.example');
    const url = `/api/admin/candidates/${recorded.candidate.id}/video`;
    const onS3 = await serverOnS3();
    onTestFinished(() => onS3.close());
    const before = await onS3.get(url);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ status: TEXTS.workspace.videoMissing });

    const { summary, files } = await migrate();

    expect(summary).toEqual({
      recordings: 1,
      copied: 2,
      alreadyThere: 0,
      missingLocally: 0,
      failed: 0,
    });
    expect(files.map((file) => [file.key, file.outcome]).sort()).toEqual(
      [
        [recorded.posterKey, 'copied'],
        [recorded.videoKey, 'copied'],
      ].sort(),
    );
    const whole = await onS3.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.equals(recorded.videoBytes)).toBe(true);
    const part = await onS3.get(url, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(recorded.videoBytes.subarray(100, 1100))).toBe(true);
    const poster = await onS3.get(`/api/admin/candidates/${recorded.candidate.id}/poster`);
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.equals(recorded.posterBytes)).toBe(true);
  });

  it('copies nothing new when run again, and still finds every file there', async () => {
    await candidateRecordedOnDisk('first@test.example');
    await candidateRecordedOnDisk('second@test.example');
    expect((await migrate()).summary.copied).toBe(4);
    const counted = new CountingStore(s3.settings, onDisk.database.db);

    const again = await migrate(counted);

    expect(counted.writes).toBe(0);
    expect(again.summary).toEqual({
      recordings: 2,
      copied: 0,
      alreadyThere: 4,
      missingLocally: 0,
      failed: 0,
    });
  });

  it('reports a different file already in the bucket as failed, and leaves it as it is', async () => {
    const recorded = await candidateRecordedOnDisk('differs@test.example');
    const other = Buffer.from(recorded.videoBytes);
    other[other.length - 10] = (other.at(-10) as number) ^ 0xff;
    await bucket.withWorkFolder(async (folder) => {
      fs.writeFileSync(path.join(folder, 'other.webm'), other);
      await bucket.putFile(recorded.videoKey, path.join(folder, 'other.webm'), 'video/webm');
    });

    const { summary, files } = await migrate();

    expect(summary).toMatchObject({ copied: 1, alreadyThere: 0, failed: 1 });
    expect(files.find((file) => file.key === recorded.videoKey)).toMatchObject({
      outcome: 'failed',
      reason: 'the target store holds different bytes under this key (SHA-256 differs)',
    });
    expect((await readAll(await bucket.readFile(recorded.videoKey))).equals(other)).toBe(true);
  });

  it('reports a copy that arrived in the bucket short as failed', async () => {
    const recorded = await candidateRecordedOnDisk('short@test.example');
    const faulty = new TruncatingStore(s3.settings, onDisk.database.db);

    const { summary, files } = await migrate(faulty);

    expect(summary).toMatchObject({ copied: 0, failed: 2 });
    expect(files.find((file) => file.key === recorded.videoKey)?.reason).toBe(
      `the target store holds ${recorded.videoBytes.length - 1} bytes under this key, the local file ${recorded.videoBytes.length}`,
    );
  });

  it('counts a file that is neither on disk nor in the bucket as missing locally', async () => {
    const recorded = await candidateRecordedOnDisk('lost@test.example');
    fs.rmSync(path.join(onDisk.dataDir, recorded.posterKey));

    const { summary, files } = await migrate();

    expect(summary).toMatchObject({ copied: 1, missingLocally: 1, failed: 0 });
    expect(files.find((file) => file.key === recorded.posterKey)?.outcome).toBe('missing locally');
  });
});

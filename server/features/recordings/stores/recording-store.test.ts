import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import {
  openTestDatabase,
  testDatabaseKinds,
  type DatabaseKind,
} from '../../../test/test-databases';
import { LocalRecordingStore } from './local-recording-store';
import { tombstoneKey, type RecordingStore } from './recording-store';
import { S3RecordingStore } from './s3-recording-store';

interface StoreUnderTest {
  /** Two stores on the same storage, as two instances of the app would have. */
  make(): Promise<[RecordingStore, RecordingStore]>;
  close(): Promise<void>;
}

const local = (): StoreUnderTest => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-store-'));
  return {
    make: () =>
      Promise.resolve([new LocalRecordingStore(dataDir), new LocalRecordingStore(dataDir)]),
    close: () => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })),
  };
};

/** The bucket, and the database where uploads in progress are kept, as two instances share them. */
const s3 = (kind: DatabaseKind) => (): StoreUnderTest => {
  let server: S3TestServer | undefined;
  let database: DatabaseHandle | undefined;
  return {
    make: async () => {
      server ??= await startS3TestServer();
      database ??= await openTestDatabase(kind);
      const { db } = database;
      return [new S3RecordingStore(server.settings, db), new S3RecordingStore(server.settings, db)];
    },
    close: async () => {
      await server?.close();
      await database?.close();
    },
  };
};

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Sends an upload as a tus client would: length deferred, declared with the last chunk. tus gives
 * it its creation time (now, unless `createdAt` says otherwise).
 */
async function sendUpload(
  stores: RecordingStore[],
  bytes: Buffer,
  chunkBytes: number,
  createdAt = new Date(),
) {
  const id = randomUUID().replaceAll('-', '');
  const creation_date = createdAt.toISOString();
  await stores[0]?.uploads.create(
    new Upload({ id, offset: 0, metadata: { filetype: 'video/webm' }, creation_date }),
  );
  let offset = 0;
  for (let index = 0; offset < bytes.length; index += 1) {
    const store = stores[index % stores.length] as RecordingStore;
    const chunk = bytes.subarray(offset, offset + chunkBytes);
    if (offset + chunk.length === bytes.length)
      await store.uploads.declareUploadLength(id, bytes.length);
    offset = await store.uploads.write(Readable.from([chunk]), id, offset);
  }
  return id;
}

const STORES: [string, () => StoreUnderTest][] = [
  ['local disk', local],
  ...testDatabaseKinds().map((kind): [string, () => StoreUnderTest] => [
    `S3, uploads on ${kind}`,
    s3(kind),
  ]),
];

describe.each(STORES)('the recording store on %s', (_name, storeUnderTest) => {
  const underTest = storeUnderTest();
  let first: RecordingStore;
  let second: RecordingStore;

  beforeAll(async () => {
    [first, second] = await underTest.make();
    await first.open();
    await second.open();
  });
  afterAll(() => underTest.close());

  it('keeps an upload whose chunks alternate between two instances, byte for byte', async () => {
    const bytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(300_000)]);
    const id = await sendUpload([first, second], bytes, 64 * 1024);

    const upload = await second.uploads.getUpload(id);
    expect(upload.offset).toBe(bytes.length);
    expect(upload.size).toBe(bytes.length);
    expect(await first.holdsUpload(id)).toBe(true);
    expect([...(await second.readUploadStart(id, 4))]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const copied = await first.withUploadFile(id, (file) =>
      Promise.resolve(sha(fs.readFileSync(file))),
    );
    expect(copied).toBe(sha(bytes));
  });

  it('reads the start of an upload across chunks, as a connection cut early leaves it', async () => {
    const bytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(200)]);
    // Pieces of three bytes, as PATCHes cut off after their first bytes would leave it.
    const id = await sendUpload([first, second], bytes, 3);
    expect([...(await second.readUploadStart(id, 12))]).toEqual([...bytes.subarray(0, 12)]);
    expect((await first.readUploadStart(id, 1000)).length).toBe(bytes.length);
  });

  it('keeps a large upload sent in pieces of a megabyte', async () => {
    const bytes = randomBytes(5 * 1024 * 1024 + 300_000);
    const id = await sendUpload([first, second], bytes, 1024 * 1024);
    expect((await first.uploads.getUpload(id)).offset).toBe(bytes.length);
    expect(
      await second.withUploadFile(id, (file) => Promise.resolve(sha(fs.readFileSync(file)))),
    ).toBe(sha(bytes));
  });

  it('tells how far an unfinished upload got, on either instance', async () => {
    const id = randomUUID().replaceAll('-', '');
    await first.uploads.create(new Upload({ id, offset: 0 }));
    await first.uploads.write(Readable.from([randomBytes(70_000)]), id, 0);
    const upload = await second.uploads.getUpload(id);
    expect(upload.offset).toBe(70_000);
    expect(upload.size).toBeUndefined();
  });

  it('removes an upload, finished or not, and removing it again is fine', async () => {
    const finished = await sendUpload([first], randomBytes(10_000), 4_000);
    const unfinished = randomUUID().replaceAll('-', '');
    await first.uploads.create(new Upload({ id: unfinished, offset: 0 }));
    await first.uploads.write(Readable.from([randomBytes(5_000)]), unfinished, 0);

    for (const id of [finished, unfinished]) {
      await second.removeUpload(id);
      expect(await first.holdsUpload(id)).toBe(false);
      await expect(first.uploads.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
      await second.removeUpload(id);
    }
    expect(await first.holdsUpload('0'.repeat(32))).toBe(false);
  });

  it('removes unfinished uploads created before a time, keeping finished and later ones', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    /** An upload whose length is not yet given, with `bytes` of it stored. */
    const unfinished = async (createdAt: Date, bytes: number) => {
      const id = randomUUID().replaceAll('-', '');
      const creation_date = createdAt.toISOString();
      await first.uploads.create(new Upload({ id, offset: 0, creation_date }));
      if (bytes > 0) await first.uploads.write(Readable.from([randomBytes(bytes)]), id, 0);
      return id;
    };
    const started = await unfinished(hoursAgo(25), 5_000);
    const empty = await unfinished(hoursAgo(25), 0);
    const young = await unfinished(hoursAgo(23), 5_000);
    const finished = await sendUpload([first], randomBytes(10_000), 4_000, hoursAgo(48));
    const declared = await unfinished(hoursAgo(25), 3_000);
    await first.uploads.declareUploadLength(declared, 8_000);

    // Two instances sweeping at the same moment: each upload goes once, and neither fails.
    const removed = await Promise.all([
      first.removeExpiredUploads(hoursAgo(24)),
      second.removeExpiredUploads(hoursAgo(24)),
    ]);
    expect(new Set(removed.flat())).toEqual(new Set([started, empty, declared]));
    for (const id of [started, empty, declared]) {
      expect(await second.holdsUpload(id)).toBe(false);
      await expect(second.uploads.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
    }
    expect((await second.uploads.getUpload(young)).offset).toBe(5_000);
    expect((await second.uploads.getUpload(finished)).offset).toBe(10_000);
    expect(await first.removeExpiredUploads(hoursAgo(24))).toEqual([]);
  });

  it('stores a file, and serves it whole or in a range, from either instance', async () => {
    const bytes = randomBytes(50_000);
    const key = `recordings/${randomUUID()}/video.webm`;
    await first.withWorkFolder(async (folder) => {
      const file = path.join(folder, 'out.webm');
      fs.writeFileSync(file, bytes);
      await first.putFile(key, file, 'video/webm');
    });

    expect(await second.statFile(key)).toEqual({ size: bytes.length });
    expect(sha(await readAll(await second.readFile(key)))).toBe(sha(bytes));
    const part = await readAll(await second.readFile(key, { start: 100, end: 1099 }));
    expect(part.equals(bytes.subarray(100, 1100))).toBe(true);
  });

  it('answers a missing file with null, and reading it fails', async () => {
    expect(await first.statFile('recordings/nobody/none.webm')).toBeNull();
    await expect(first.readFile('recordings/nobody/none.webm')).rejects.toThrow();
  });

  it('removes files, and a folder with everything in it, leaving the rest', async () => {
    const folder = `recordings/${randomUUID()}`;
    const kept = `recordings/${randomUUID()}/kept.jpg`;
    await first.withWorkFolder(async (work) => {
      for (const [name, key] of [
        ['a', `${folder}/a.webm`],
        ['b', `${folder}/b.jpg`],
        ['c', `${folder}/c.webm`],
        ['d', kept],
      ] as const) {
        fs.writeFileSync(path.join(work, name), name);
        await first.putFile(key, path.join(work, name), 'application/octet-stream');
      }
    });

    await second.removeFiles(`${folder}/a.webm`, null, `${folder}/missing.webm`);
    expect(await first.statFile(`${folder}/a.webm`)).toBeNull();
    expect(await first.statFile(`${folder}/b.jpg`)).not.toBeNull();
    await second.removeFolder(folder);
    expect(await first.statFile(`${folder}/b.jpg`)).toBeNull();
    expect(await first.statFile(`${folder}/c.webm`)).toBeNull();
    expect(await first.statFile(kept)).toEqual({ size: 1 });
  });

  it("keeps deleted candidates' tombstones, listed and read from either instance", async () => {
    const id = randomUUID();
    expect(await first.listTombstones()).not.toContain(id);
    await first.writeTombstone(id, '{"reason":"erasure"}');
    await first.writeTombstone(id, '{"reason":"erasure"}');
    expect((await second.listTombstones()).filter((one) => one === id)).toEqual([id]);
    const body = await readAll(await second.readFile(tombstoneKey(id)));
    expect(JSON.parse(body.toString())).toEqual({ reason: 'erasure' });
    // A candidate's folder is not a tombstone, nor is anything else kept beside them.
    await first.withWorkFolder(async (work) => {
      fs.writeFileSync(path.join(work, 'x'), 'x');
      await first.putFile(`deletions/not-an-id`, path.join(work, 'x'), 'text/plain');
    });
    expect(await second.listTombstones()).not.toContain('not-an-id');
  });

  it('removes its work folder after use, whether the work succeeded or failed', async () => {
    let seen = '';
    await expect(
      first.withWorkFolder((folder) => {
        seen = folder;
        fs.writeFileSync(path.join(folder, 'x'), 'x');
        return Promise.reject(new Error('ffmpeg failed'));
      }),
    ).rejects.toThrow('ffmpeg failed');
    expect(fs.existsSync(seen)).toBe(false);
  });
});

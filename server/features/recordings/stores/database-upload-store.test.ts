import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { openTestDatabase, testDatabaseKinds } from '../../../test/test-databases';
import { DatabaseUploadStore } from './database-upload-store';

describe.each(testDatabaseKinds())('uploads in progress kept in the database on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('writes a piece only where the upload stands, so two instances never write one twice', async () => {
    const [one, other] = [
      new DatabaseUploadStore(database.db),
      new DatabaseUploadStore(database.db),
    ];
    const id = randomUUID().replaceAll('-', '');
    const bytes = randomBytes(20_000);
    await one.create(new Upload({ id, offset: 0 }));
    expect(await one.write(Readable.from([bytes.subarray(0, 10_000)]), id, 0)).toBe(10_000);

    // The same chunk again (a retry that reached the other instance), and one from further back.
    for (const at of [0, 5_000]) {
      await expect(other.write(Readable.from([randomBytes(5_000)]), id, at)).rejects.toMatchObject({
        status_code: 500,
      });
    }
    expect((await other.getUpload(id)).offset).toBe(10_000);
    expect(await other.write(Readable.from([bytes.subarray(10_000)]), id, 10_000)).toBe(20_000);
    const file = `${fs.mkdtempSync('/tmp/prescreen-pieces-')}/upload`;
    await one.copyTo(id, file);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });

  it('keeps a large chunk in pieces of a megabyte, never whole in memory', async () => {
    const store = new DatabaseUploadStore(database.db);
    const id = randomUUID().replaceAll('-', '');
    const bytes = randomBytes(2.5 * 1024 * 1024);
    await store.create(new Upload({ id, offset: 0 }));
    const arriving = Readable.from(
      Array.from({ length: 40 }, (_, index) =>
        bytes.subarray(index * 65_536, (index + 1) * 65_536),
      ),
    );
    expect(await store.write(arriving, id, 0)).toBe(bytes.length);
    const pieces = [];
    for await (const piece of store.bytesOf(id)) pieces.push(piece.length);
    expect(pieces).toEqual([1024 * 1024, 1024 * 1024, 0.5 * 1024 * 1024]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Upload } from '@tus/utils';
import { describe, expect, it } from 'vitest';
import { AtomicUploadMetadata } from './atomic-upload-metadata';

describe('the metadata of uploads on local disk', () => {
  it('is read whole or as before, never half-written, while it is rewritten', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-metadata-'));
    const uploads = path.join(dataDir, 'uploads');
    const temp = path.join(dataDir, 'upload-metadata');
    fs.mkdirSync(uploads);
    fs.mkdirSync(temp);
    const store = new AtomicUploadMetadata(uploads, temp);
    const id = 'a'.repeat(32);
    // Large enough that a write takes more than one step, as a kill may land between them.
    const version = (size: number) =>
      new Upload({ id, size, offset: 0, metadata: { filename: 'x'.repeat(256 * 1024) } });
    await store.set(id, version(1));

    let writing = true;
    const seen: (number | undefined)[] = [];
    const reading = (async () => {
      while (writing) seen.push((await store.get(id))?.size);
    })();
    for (let size = 2; size <= 60; size += 1) await store.set(id, version(size));
    writing = false;
    await reading;

    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((size) => size === undefined)).toEqual([]);
    expect((await store.get(id))?.size).toBe(60);
    // Nothing is left behind beside the metadata itself.
    expect(fs.readdirSync(temp)).toEqual([]);
    expect(fs.readdirSync(uploads)).toEqual([`${id}.json`]);
  });

  it('keeps every write inside the uploads folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-metadata-'));
    const store = new AtomicUploadMetadata(path.join(dataDir, 'uploads'), dataDir);
    await expect(store.set('../escape', new Upload({ id: 'x', offset: 0 }))).rejects.toEqual(
      expect.objectContaining({ status_code: 404 }),
    );
    expect(fs.existsSync(path.join(dataDir, 'escape.json'))).toBe(false);
  });
});

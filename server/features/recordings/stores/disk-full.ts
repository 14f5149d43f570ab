import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/utils';
import { isDiskFull } from '../../../plugins/disk-full';

/** Thrown instead of tus's generic write error when the disk is full, so the answer can say so. */
export class DiskFullError extends Error {
  constructor(cause: unknown) {
    super('The disk is full', { cause });
    this.name = 'DiskFullError';
  }
}

/**
 * tus's file store, whose `write` turns every failure into one generic error (a 500): the same
 * write (@tus/file-store 2.1), with a full disk kept apart so that the upload answers 507
 * `storage-full` (docs/errors.md). Anything else fails as before.
 */
export class DiskFullAwareFileStore extends FileStore {
  override async write(readable: Readable, uploadId: string, offset: number): Promise<number> {
    const folder = path.resolve(this.directory);
    const file = path.resolve(folder, uploadId);
    if (!file.startsWith(`${folder}${path.sep}`)) throw ERRORS.FILE_NOT_FOUND as unknown as Error;
    const writeable = fs.createWriteStream(file, { flags: 'r+', start: offset });
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(readable, counter, writeable);
    } catch (error) {
      if (isDiskFull(error)) throw new DiskFullError(error);
      throw ERRORS.FILE_WRITE_ERROR as unknown as Error;
    }
    return offset + received;
  }
}

/**
 * tus makes its folder with an async `mkdir` whose callback throws on failure: an uncaught
 * exception whenever the folder goes before the callback runs (a test's temporary folder removed
 * while the thread pool is busy). Made at once instead, a failure throws from the constructor.
 * The method is private in tus's types, hence the prototype.
 */
(
  DiskFullAwareFileStore.prototype as unknown as { checkOrCreateDirectory(this: FileStore): void }
).checkOrCreateDirectory = function checkOrCreateDirectory(this: FileStore) {
  fs.mkdirSync(this.directory, { recursive: true });
};

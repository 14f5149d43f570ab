import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { ERRORS, FileKvStore, type Upload } from '@tus/utils';

/**
 * tus's metadata of uploads on local disk (`uploads/<id>.json`), written whole or not at all.
 * tus's own store rewrites the file in place (truncate, then write): a server killed between the
 * two, as when the last piece declares the length, left an empty `.json`, and the upload answered
 * 404 from then on, its recording lost (seen in the SIGKILL fault test). Here each version is
 * written to a file of its own and renamed over the old one, which a reader sees either before or
 * after, never half-written.
 */
export class AtomicUploadMetadata extends FileKvStore<Upload> {
  constructor(
    directory: string,
    /** On the same disk as `directory`, so the rename is one step. */
    private readonly tempDir: string,
  ) {
    super(directory);
  }

  override async set(key: string, value: Upload): Promise<void> {
    const target = path.resolve(this.directory, `${key}.json`);
    // tus's errors are plain objects with a status and a body, thrown as they are.
    if (path.dirname(target) !== path.resolve(this.directory))
      throw ERRORS.FILE_NOT_FOUND as unknown as Error;
    const temporary = path.join(this.tempDir, `${key}.${randomUUID()}.json`);
    try {
      await fsp.writeFile(temporary, JSON.stringify(value));
      await fsp.rename(temporary, target);
    } catch (error) {
      // A full disk: what was written of this version is no one's.
      await fsp.rm(temporary, { force: true });
      throw error;
    }
  }

  /**
   * Removes the versions last written before `before` that never took their place: a process
   * killed between writing one and renaming it leaves it behind, and nothing else reads them. A
   * version lives for the moment of one write, so one older than the uploads' expiry is no one's.
   * Answers how many were removed.
   */
  async removeLeftovers(before: Date): Promise<number> {
    let removed = 0;
    for (const name of await fsp.readdir(this.tempDir)) {
      const file = path.join(this.tempDir, name);
      const stats = await fsp.stat(file).catch(() => null);
      if (!stats?.isFile() || stats.mtimeMs >= before.getTime()) continue;
      await fsp.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }
}

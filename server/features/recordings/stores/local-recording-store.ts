import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStore } from '@tus/file-store';
import { AtomicUploadMetadata } from '../uploads/atomic-upload-metadata';
import { DiskFullAwareFileStore } from './disk-full';
import {
  TOMBSTONE_FOLDER,
  tombstoneCandidateId,
  tombstoneKey,
  type ByteRange,
  type RecordingStore,
} from './recording-store';

/**
 * Recordings on local disk, in the data folder: tus writes uploads in progress under `uploads/`
 * (the data, and its metadata in `<id>.json`); processed videos and posters are kept under their
 * keys (`recordings/<candidate>/…`). Processing works in `processing/`, on the same disk, so a
 * finished file moves into place with one rename.
 */
export class LocalRecordingStore implements RecordingStore {
  readonly uploadsDir: string;
  readonly uploads: FileStore;
  private readonly workDir: string;
  private readonly metadata: AtomicUploadMetadata;

  constructor(readonly dataDir: string) {
    this.uploadsDir = path.join(dataDir, 'uploads');
    this.workDir = path.join(dataDir, 'processing');
    // Outside `uploads/`, whose every file is an upload's data or metadata.
    const metadataTemp = path.join(dataDir, 'upload-metadata');
    fs.mkdirSync(this.uploadsDir, { recursive: true });
    fs.mkdirSync(metadataTemp, { recursive: true });
    this.metadata = new AtomicUploadMetadata(this.uploadsDir, metadataTemp);
    this.uploads = new DiskFullAwareFileStore({
      directory: this.uploadsDir,
      configstore: this.metadata,
    });
  }

  async isReachable(): Promise<boolean> {
    return fsp.access(this.uploadsDir, fs.constants.W_OK).then(
      () => true,
      () => false,
    );
  }

  async open(): Promise<void> {
    // What a kill left half-processed is made again from the upload.
    await fsp.rm(this.workDir, { recursive: true, force: true });
  }

  uploadPath(uploadId: string): string {
    return path.join(this.uploadsDir, uploadId);
  }

  /** The file of a key; keys are made by the app, never by a request, and stay inside. */
  resolve(key: string): string {
    const file = path.resolve(this.dataDir, key);
    if (!file.startsWith(`${path.resolve(this.dataDir)}${path.sep}`))
      throw new Error(`A storage key left the data folder: ${key}`);
    return file;
  }

  holdsUpload(uploadId: string): Promise<boolean> {
    return isFile(this.uploadPath(uploadId));
  }

  async readUploadStart(uploadId: string, length: number): Promise<Buffer> {
    const handle = await fsp.open(this.uploadPath(uploadId), 'r');
    try {
      const head = Buffer.alloc(length);
      const { bytesRead } = await handle.read(head, 0, length, 0);
      return head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  withUploadFile<T>(uploadId: string, use: (file: string) => Promise<T>): Promise<T> {
    return use(this.uploadPath(uploadId));
  }

  /** The data first, then tus's metadata: a kill between the two leaves no data (gone). */
  async removeUpload(uploadId: string): Promise<void> {
    await fsp.rm(this.uploadPath(uploadId), { force: true });
    await fsp.rm(`${this.uploadPath(uploadId)}.json`, { force: true });
  }

  async removeExpiredUploads(createdBefore: Date): Promise<string[]> {
    const names = await fsp.readdir(this.uploadsDir);
    const removed: string[] = [];
    for (const id of new Set(names.map((name) => name.replace(/\.json$/, '')))) {
      if (!(await this.isExpired(id, createdBefore))) continue;
      await this.removeUpload(id);
      removed.push(id);
    }
    await this.metadata.removeLeftovers(createdBefore);
    return removed;
  }

  /**
   * Unfinished and created before the time, by tus's metadata (`<id>.json`: the creation time and
   * the length once declared) and the data's size. Either half alone is what a kill left of a
   * creation or a removal: it is aged by its file's time.
   */
  private async isExpired(id: string, createdBefore: Date): Promise<boolean> {
    const data = await fileStats(this.uploadPath(id));
    const metadataFile = `${this.uploadPath(id)}.json`;
    const metadata = await readUploadMetadata(metadataFile);
    const kept = data ?? (await fileStats(metadataFile));
    if (!kept) return false;
    const created = Date.parse(metadata?.creation_date ?? '') || kept.mtimeMs;
    if (created >= createdBefore.getTime()) return false;
    const size = metadata?.size;
    return !(data && typeof size === 'number' && data.size >= size);
  }

  async withWorkFolder<T>(use: (folder: string) => Promise<T>): Promise<T> {
    await fsp.mkdir(this.workDir, { recursive: true });
    const folder = await fsp.mkdtemp(path.join(this.workDir, 'job-'));
    try {
      return await use(folder);
    } finally {
      await fsp.rm(folder, { recursive: true, force: true });
    }
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.resolve(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(file, target);
    } catch (error) {
      // A file from another disk (a test's temporary folder): copied instead.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fsp.copyFile(file, target);
    }
  }

  async statFile(key: string): Promise<{ size: number } | null> {
    try {
      const stats = await fsp.stat(this.resolve(key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch {
      return null;
    }
  }

  async readFile(key: string, range?: ByteRange): Promise<Readable> {
    const stream = fs.createReadStream(this.resolve(key), range);
    // Opening fails here, as the S3 store's request would, instead of on the first read.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async removeFiles(...keys: (string | null)[]): Promise<void> {
    for (const key of keys) if (key) await fsp.rm(this.resolve(key), { force: true });
  }

  async removeFolder(folder: string): Promise<void> {
    await fsp.rm(this.resolve(folder), { recursive: true, force: true });
  }

  /** Written beside and renamed into place, so a kill never leaves half a tombstone. */
  async writeTombstone(candidateId: string, body: string): Promise<void> {
    const file = this.resolve(tombstoneKey(candidateId));
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(`${file}.tmp`, body);
    await fsp.rename(`${file}.tmp`, file);
  }

  async listTombstones(): Promise<string[]> {
    const names = await fsp
      .readdir(this.resolve(TOMBSTONE_FOLDER))
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
    return names.flatMap((name) => tombstoneCandidateId(name) ?? []);
  }
}

/** Answers whether a regular file is at this path. */
async function isFile(file: string): Promise<boolean> {
  return (await fileStats(file)) !== null;
}

/** The stats of the regular file at this path, or null when there is none. */
async function fileStats(file: string): Promise<fs.Stats | null> {
  try {
    const stats = await fsp.stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** What tus's file store keeps of an upload, or null when it is missing or unreadable. */
async function readUploadMetadata(
  file: string,
): Promise<{ size?: unknown; creation_date?: string } | null> {
  try {
    return JSON.parse(await fsp.readFile(file, 'utf8')) as { creation_date?: string };
  } catch {
    return null;
  }
}

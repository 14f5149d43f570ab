import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where recordings live on local disk: tus writes uploads in progress under `uploads/`; a
 * processed recording and its poster move to `recordings/<candidate>/`. Keys stored in the
 * database are relative to the data folder.
 */
export class RecordingFiles {
  readonly uploadsDir: string;

  constructor(readonly dataDir: string) {
    this.uploadsDir = path.join(dataDir, 'uploads');
  }

  uploadPath(uploadId: string): string {
    return path.join(this.uploadsDir, uploadId);
  }

  processedKeys(candidateId: string, recordingId: string, container: string) {
    const folder = path.join('recordings', candidateId);
    return {
      video: path.join(folder, `${recordingId}.${container}`),
      poster: path.join(folder, `${recordingId}.jpg`),
    };
  }

  resolve(key: string): string {
    return path.join(this.dataDir, key);
  }

  async ensureFolderFor(key: string): Promise<void> {
    await fs.mkdir(path.dirname(this.resolve(key)), { recursive: true });
  }

  /** Answers whether a regular file is at this absolute path. */
  async exists(file: string): Promise<boolean> {
    try {
      return (await fs.stat(file)).isFile();
    } catch {
      return false;
    }
  }

  /**
   * Removes an upload's data and then its tus metadata file: in that order, so a kill between the
   * two leaves no data (finished-upload-answer.ts reads a missing data file as "gone").
   */
  async removeUpload(uploadId: string): Promise<void> {
    await fs.rm(this.uploadPath(uploadId), { force: true });
    await fs.rm(`${this.uploadPath(uploadId)}.json`, { force: true });
  }

  /** Removes a processed video and its poster (keys relative to the data folder). */
  async removeProcessed(...keys: (string | null)[]): Promise<void> {
    for (const key of keys) if (key) await fs.rm(this.resolve(key), { force: true });
  }

  /** Answers whether the file starts like a WebM (EBML) or an MP4 (ftyp box). */
  async looksLikeVideo(uploadId: string): Promise<boolean> {
    const handle = await fs.open(this.uploadPath(uploadId), 'r');
    try {
      const head = Buffer.alloc(12);
      await handle.read(head, 0, 12, 0);
      const ebml = head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
      return ebml || head.subarray(4, 8).toString('latin1') === 'ftyp';
    } finally {
      await handle.close();
    }
  }
}

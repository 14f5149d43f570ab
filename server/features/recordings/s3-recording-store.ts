import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { KvStore } from '@tus/utils';
import type { ByteRange, RecordingStore } from './recording-store';

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/**
 * tus's S3 store keeps each upload's metadata in memory by default. Behind a load balancer the
 * next chunk may reach another instance, whose copy would be stale (say, without the length the
 * last chunk declared): every instance reads it from the bucket instead.
 */
class NoMetadataCache<T> implements KvStore<T> {
  get(): Promise<T | undefined> {
    return Promise.resolve(undefined);
  }
  set(): Promise<void> {
    return Promise.resolve();
  }
  delete(): Promise<void> {
    return Promise.resolve();
  }
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
};

/**
 * Recordings in an S3-compatible bucket, shared by every instance. tus writes each upload as a
 * multipart upload at `<id>` with its metadata at `<id>.info` (and the tail shorter than a part at
 * `<id>.part`); processed videos and posters are kept under their keys. ffmpeg works on local
 * copies in the system's temporary folder.
 */
export class S3RecordingStore implements RecordingStore {
  readonly uploads: S3Store;
  private readonly client: S3;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    const config: S3ClientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible stores refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
    };
    this.bucket = settings.bucket;
    this.client = new S3(config);
    this.uploads = new S3Store({
      s3ClientConfig: { ...config, bucket: settings.bucket },
      cache: new NoMetadataCache(),
    });
  }

  async open(): Promise<void> {
    try {
      await this.client.headBucket({ Bucket: this.bucket });
    } catch (error) {
      const reason = error instanceof Error ? error.message || error.name : String(error);
      throw new Error(`The S3 bucket "${this.bucket}" cannot be reached: ${reason}`);
    }
  }

  async holdsUpload(uploadId: string): Promise<boolean> {
    return (await this.head(`${uploadId}.info`)) !== null;
  }

  async readUploadStart(uploadId: string, length: number): Promise<Buffer> {
    const stream = await this.readFile(uploadId, { start: 0, end: length - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).subarray(0, length);
  }

  async withUploadFile<T>(uploadId: string, use: (file: string) => Promise<T>): Promise<T> {
    return this.withWorkFolder(async (folder) => {
      const file = path.join(folder, 'upload');
      await pipeline(await this.readFile(uploadId), fs.createWriteStream(file));
      return use(file);
    });
  }

  /** tus aborts the multipart upload and removes the data and `.info`; then any leftovers. */
  async removeUpload(uploadId: string): Promise<void> {
    await this.uploads.remove(uploadId).catch((error: unknown) => {
      if ((error as { status_code?: number }).status_code !== 404) throw error;
    });
    await this.removeFiles(`${uploadId}.part`, uploadId, `${uploadId}.info`);
  }

  async withWorkFolder<T>(use: (folder: string) => Promise<T>): Promise<T> {
    const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'prescreen-processing-'));
    try {
      return await use(folder);
    } finally {
      await fsp.rm(folder, { recursive: true, force: true });
    }
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const { size } = await fsp.stat(file);
    await this.client.putObject({
      Bucket: this.bucket,
      Key: key,
      Body: fs.createReadStream(file),
      ContentLength: size,
      ContentType: contentType,
    });
  }

  async statFile(key: string): Promise<{ size: number } | null> {
    const head = await this.head(key);
    return head ? { size: head.ContentLength ?? 0 } : null;
  }

  async readFile(key: string, range?: ByteRange): Promise<Readable> {
    const object = await this.client.getObject({
      Bucket: this.bucket,
      Key: key,
      ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
    });
    return object.Body as Readable;
  }

  async removeFiles(...keys: (string | null)[]): Promise<void> {
    const objects = keys.filter((key): key is string => Boolean(key)).map((Key) => ({ Key }));
    for (const object of objects) {
      await this.client.deleteObject({ Bucket: this.bucket, Key: object.Key });
    }
  }

  async removeFolder(folder: string): Promise<void> {
    const prefix = `${folder.replace(/\/+$/, '')}/`;
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({
        Bucket: this.bucket,
        Prefix: prefix,
        ContinuationToken: token,
      });
      await this.removeFiles(...(page.Contents ?? []).map((object) => object.Key ?? null));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async head(key: string) {
    try {
      return await this.client.headObject({ Bucket: this.bucket, Key: key });
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { Database } from '../../../db/client';
import { announce } from '../../../plugins/operator-events';
import { DatabaseUploadStore } from './database-upload-store';
import {
  TOMBSTONE_FOLDER,
  tombstoneCandidateId,
  tombstoneKey,
  type ByteRange,
  type RecordingStore,
} from './recording-store';
import { callStore } from './storage-availability';

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** The HTTP status of a failed S3 call, when it got that far. */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const REACHABLE_TIMEOUT_MS = 3000;
const S3_CONNECT_TIMEOUT_MS = 3000;

/** What an operator can act on, from a failed HeadBucket (which has no body to explain it). */
function whyNot(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return 'there is no such bucket at this endpoint (S3_BUCKET, S3_ENDPOINT).';
  if (status === 403 || status === 401)
    return 'access denied (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, and the bucket policy).';
  const reason = error instanceof Error ? error.message || error.name : String(error);
  return status ? `HTTP ${status}, ${reason}` : reason;
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey' || statusOf(error) === 404;
};

/**
 * Every call that fails after the SDK's own retries is announced for the metrics
 * (docs/deploying.md, "Metrics"); "no such object" is an answer, not a failure.
 */
function countFailedCalls(client: S3): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if (!isMissing(error)) {
          const operation = (context.commandName ?? 'unknown').replace(/Command$/, '');
          announce({ kind: 's3-error', operation, status: String(statusOf(error) ?? 'none') });
        }
        throw error;
      }
    },
    { step: 'initialize', name: 'countFailedCalls' },
  );
}

/** The S3 client's settings: the store's, and the start's bucket check's. */
function clientConfigOf(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not take the connection fails the call in seconds, not after the
    // system's two minutes (storage-availability.ts bounds the wait for an answer).
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS },
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  };
}

/** Nothing when the bucket can be used; else what an operator can act on. */
async function headBucketOrExplain(client: S3, bucket: string): Promise<void> {
  try {
    await client.headBucket({ Bucket: bucket });
  } catch (error) {
    throw new Error(`The S3 bucket "${bucket}" cannot be used: ${whyNot(error)}`);
  }
}

/**
 * The bucket check of a start, made before the database is migrated: a start that is going to
 * fail on the bucket leaves the schema as the running release has it (docs/deploying.md).
 */
export async function requireBucket(settings: S3Settings): Promise<void> {
  const client = new S3(clientConfigOf(settings));
  try {
    await headBucketOrExplain(client, settings.bucket);
  } finally {
    client.destroy();
  }
}

/**
 * Recordings in an S3-compatible bucket, shared by every instance: the processed videos and
 * posters under their keys. Uploads in progress are kept in the database that the instances share
 * (`DatabaseUploadStore`) until they are processed; ffmpeg works on local copies in the system's
 * temporary folder.
 */
export class S3RecordingStore implements RecordingStore {
  readonly uploads: DatabaseUploadStore;
  private readonly client: S3;
  private readonly bucket: string;

  constructor(settings: S3Settings, db: Database) {
    this.bucket = settings.bucket;
    this.client = new S3(clientConfigOf(settings));
    countFailedCalls(this.client);
    this.uploads = new DatabaseUploadStore(db);
  }

  async isReachable(): Promise<boolean> {
    // A health check answers within its probe's time limit, however the bucket is doing.
    const abortSignal = AbortSignal.timeout(REACHABLE_TIMEOUT_MS);
    return this.client.headBucket({ Bucket: this.bucket }, { abortSignal }).then(
      () => true,
      () => false,
    );
  }

  async open(): Promise<void> {
    await headBucketOrExplain(this.client, this.bucket);
  }

  holdsUpload(uploadId: string): Promise<boolean> {
    return this.uploads.holds(uploadId);
  }

  async readUploadStart(uploadId: string, length: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let read = 0;
    // A piece at a time: the first one nearly always holds the few bytes asked for.
    for await (const bytes of this.uploads.bytesOf(uploadId, 1)) {
      chunks.push(bytes);
      read += bytes.length;
      if (read >= length) break;
    }
    return Buffer.concat(chunks).subarray(0, length);
  }

  async withUploadFile<T>(uploadId: string, use: (file: string) => Promise<T>): Promise<T> {
    return this.withWorkFolder(async (folder) => {
      const file = path.join(folder, 'upload');
      await this.uploads.copyTo(uploadId, file);
      return use(file);
    });
  }

  /** Its state and bytes go with one statement; gone already is fine. */
  async removeUpload(uploadId: string): Promise<void> {
    await this.uploads.remove(uploadId).catch((error: unknown) => {
      if ((error as { status_code?: number }).status_code !== 404) throw error;
    });
  }

  removeExpiredUploads(createdBefore: Date): Promise<string[]> {
    return this.uploads.removeExpired(createdBefore);
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
    const object = await callStore('GetObject', (abortSignal) =>
      this.client.getObject(
        {
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        },
        { abortSignal },
      ),
    );
    return object.Body as Readable;
  }

  async removeFiles(...keys: (string | null)[]): Promise<void> {
    for (const key of keys)
      if (key) {
        await callStore('DeleteObject', (abortSignal) =>
          this.client.deleteObject({ Bucket: this.bucket, Key: key }, { abortSignal }),
        );
      }
  }

  async removeFolder(folder: string): Promise<void> {
    const prefix = `${folder.replace(/\/+$/, '')}/`;
    let token: string | undefined;
    do {
      const page = await callStore('ListObjectsV2', (abortSignal) =>
        this.client.listObjectsV2(
          { Bucket: this.bucket, Prefix: prefix, ContinuationToken: token },
          { abortSignal },
        ),
      );
      await this.removeFiles(...(page.Contents ?? []).map((object) => object.Key ?? null));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async writeTombstone(candidateId: string, body: string): Promise<void> {
    await callStore('PutObject', (abortSignal) =>
      this.client.putObject(
        {
          Bucket: this.bucket,
          Key: tombstoneKey(candidateId),
          Body: body,
          ContentType: 'application/json',
        },
        { abortSignal },
      ),
    );
  }

  async listTombstones(): Promise<string[]> {
    const tombstones: string[] = [];
    let token: string | undefined;
    do {
      const page = await callStore('ListObjectsV2', (abortSignal) =>
        this.client.listObjectsV2(
          { Bucket: this.bucket, Prefix: `${TOMBSTONE_FOLDER}/`, ContinuationToken: token },
          { abortSignal },
        ),
      );
      for (const object of page.Contents ?? []) {
        const candidateId = tombstoneCandidateId(object.Key?.split('/').pop() ?? '');
        if (candidateId) tombstones.push(candidateId);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return tombstones;
  }

  private async head(key: string) {
    try {
      return await callStore('HeadObject', (abortSignal) =>
        this.client.headObject({ Bucket: this.bucket, Key: key }, { abortSignal }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

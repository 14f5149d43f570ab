import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';

/** A byte range of a stored file, both ends included (as in HTTP `Range`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where recordings are kept: tus's uploads in progress, and the processed videos and posters.
 * Local disk by default (`LocalRecordingStore`); S3-compatible object storage when configured
 * (`S3RecordingStore`), so that several instances share every file. Both pass one contract suite
 * (`recording-store.test.ts`). Keys are relative, `/`-separated paths chosen by the app.
 */
export interface RecordingStore {
  /** Where tus writes uploads in progress. */
  readonly uploads: DataStore;
  /** Makes the store ready (the folder exists; the bucket answers), or throws a clear error. */
  open(): Promise<void>;
  /** Whether the store takes files now (the folder is there; the bucket answers), for health. */
  isReachable(): Promise<boolean>;
  /**
   * Answers whether tus still holds this upload and answers for it itself. Removing an upload
   * takes its data first, so an upload half-removed by a kill reads as gone.
   */
  holdsUpload(uploadId: string): Promise<boolean>;
  /** The first bytes of an upload (fewer if it is shorter). */
  readUploadStart(uploadId: string, length: number): Promise<Buffer>;
  /** Hands a local file with the upload's bytes to `use` (for ffmpeg), removing any copy after. */
  withUploadFile<T>(uploadId: string, use: (file: string) => Promise<T>): Promise<T>;
  /** Removes an upload (in progress or finished) and everything tus kept of it; gone is fine. */
  removeUpload(uploadId: string): Promise<void>;
  /**
   * Removes every unfinished upload (its length unknown or not reached) created before
   * `createdBefore`, with everything tus kept of it, and answers their ids. Finished uploads stay:
   * they wait for processing. What a kill left of writing an upload's metadata goes too. Several
   * instances may run it at once.
   */
  removeExpiredUploads(createdBefore: Date): Promise<string[]>;
  /** Hands a new empty local folder to `use` for processing outputs, removing it after. */
  withWorkFolder<T>(use: (folder: string) => Promise<T>): Promise<T>;
  /** Stores a local file under a key (the file may be moved away). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The size of a stored file, or null when there is none. */
  statFile(key: string): Promise<{ size: number } | null>;
  /** A stored file's bytes, whole or one range; rejects when there is no such file. */
  readFile(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes stored files; missing ones and nulls are skipped. */
  removeFiles(...keys: (string | null)[]): Promise<void>;
  /** Removes every stored file whose key starts with this folder (`folder/`). */
  removeFolder(folder: string): Promise<void>;
  /**
   * Keeps a deleted candidate's tombstone (`deletions/<id>`, a small JSON with nothing personal)
   * beside the files, so a database restored from a backup learns of the deletions made after
   * it (docs/deploying.md, "Backups and deletions"). Writing it again is fine.
   */
  writeTombstone(candidateId: string, body: string): Promise<void>;
  /** The candidate ids of every tombstone (a tombstone's body is read with `readFile`). */
  listTombstones(): Promise<string[]>;
}

/** Where deleted candidates' tombstones are kept in the store. */
export const TOMBSTONE_FOLDER = 'deletions';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key of a deleted candidate's tombstone. */
export function tombstoneKey(candidateId: string): string {
  return path.posix.join(TOMBSTONE_FOLDER, candidateId);
}

/** The candidate id a tombstone's name holds, or null for anything else found there. */
export function tombstoneCandidateId(name: string): string | null {
  return UUID.test(name) ? name : null;
}

/** Where a candidate's processed files live. */
export function candidateFolder(candidateId: string): string {
  return path.posix.join('recordings', candidateId);
}

/** The keys of a processed recording and its poster. */
export function processedKeys(candidateId: string, recordingId: string, container: string) {
  const folder = candidateFolder(candidateId);
  return {
    video: path.posix.join(folder, `${recordingId}.${container}`),
    poster: path.posix.join(folder, `${recordingId}.jpg`),
  };
}

/** Answers whether bytes start like a WebM (EBML) or an MP4 (ftyp box). */
export function looksLikeVideo(head: Buffer): boolean {
  const ebml = head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  return ebml || head.subarray(4, 8).toString('latin1') === 'ftyp';
}

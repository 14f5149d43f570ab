import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { Database } from '../../../db/client';
import {
  appendTusPiece,
  deleteTusUpload,
  deleteUnfinishedTusUploads,
  findTusUpload,
  insertTusUpload,
  listTusPieces,
  setTusUploadSize,
} from '../uploads/tus-uploads.repository';

/** A chunk is stored in pieces of at most this: a large PATCH is never held in memory whole. */
const PIECE_BYTES = 1024 * 1024;
/** Pieces read at once when an upload is copied out. */
const PIECES_PER_READ = 8;

/** tus's errors are plain objects with a status and a body; thrown as they are. */
const tusError = (error: (typeof ERRORS)[keyof typeof ERRORS]) => error as unknown as Error;

/**
 * tus's store for uploads in progress when recordings are kept in object storage: the upload's
 * state and bytes in PostgreSQL, shared by every instance. Each chunk is one statement. tus's own
 * S3 store was measured first (docs/deploying.md): it keeps the tail shorter than S3's 5 MiB
 * part minimum as an object that every 64 KiB chunk downloads and uploads again, ~35 ms of the
 * server's CPU per chunk and a tenth of the local disk's throughput. The finished upload stays
 * here until it is processed; the processed video and poster go to the bucket.
 */
export class DatabaseUploadStore extends DataStore {
  constructor(private readonly db: Database) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination'];
  }

  /** Kept with the creation time tus gave it (now), as tus's file store keeps it. */
  override async create(upload: Upload): Promise<Upload> {
    const createdAt = upload.creation_date ? new Date(upload.creation_date) : new Date();
    upload.creation_date = createdAt.toISOString();
    await insertTusUpload(this.db, {
      id: upload.id,
      size: upload.size ?? null,
      offset: 0,
      metadata: upload.metadata ?? null,
      createdAt,
    });
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await findTusUpload(this.db, id);
    if (!row) throw tusError(ERRORS.FILE_NOT_FOUND);
    return new Upload({
      id,
      size: row.size ?? undefined,
      offset: row.offset,
      metadata: row.metadata ?? undefined,
      creation_date: row.createdAt.toISOString(),
    });
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    if (!(await setTusUploadSize(this.db, id, length))) throw tusError(ERRORS.FILE_NOT_FOUND);
  }

  /**
   * Stores the chunk's bytes as they arrive. A connection that drops mid-chunk keeps what arrived
   * (as tus's file store does), and the browser resumes from there.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    let at = offset;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const bytes = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      if (!(await appendTusPiece(this.db, id, at, bytes))) throw tusError(ERRORS.FILE_WRITE_ERROR);
      at += bytes.length;
    };
    try {
      for await (const chunk of stream) {
        pending.push(chunk as Buffer);
        pendingBytes += (chunk as Buffer).length;
        if (pendingBytes >= PIECE_BYTES) await flush();
      }
    } catch (error) {
      await flush().catch(() => undefined);
      throw error;
    }
    await flush();
    return at;
  }

  override async remove(id: string): Promise<void> {
    if (!(await deleteTusUpload(this.db, id))) throw tusError(ERRORS.FILE_NOT_FOUND);
  }

  /** Removes the unfinished uploads created before the time, in one statement; answers their ids. */
  removeExpired(createdBefore: Date): Promise<string[]> {
    return deleteUnfinishedTusUploads(this.db, createdBefore);
  }

  /** Answers whether the upload is still here. */
  async holds(id: string): Promise<boolean> {
    return (await findTusUpload(this.db, id)) !== undefined;
  }

  /** The upload's bytes in order, `piecesPerRead` pieces at a time. */
  async *bytesOf(id: string, piecesPerRead = PIECES_PER_READ): AsyncGenerator<Buffer> {
    let from = 0;
    for (;;) {
      const pieces = await listTusPieces(this.db, id, from, piecesPerRead);
      for (const piece of pieces) yield piece.bytes;
      const last = pieces.at(-1);
      if (!last || pieces.length < piecesPerRead) return;
      from = last.start + last.bytes.length;
    }
  }

  /** Copies the upload's bytes to a local file. */
  async copyTo(id: string, file: string): Promise<void> {
    await pipeline(Readable.from(this.bytesOf(id)), fs.createWriteStream(file));
  }
}

import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { announce } from '../../../plugins/operator-events';

/** A store's "no such upload" (tus's FILE_NOT_FOUND, or FILE_NO_LONGER_EXISTS). */
function isMissingUpload(error: unknown): boolean {
  const status = (error as { status_code?: unknown } | null)?.status_code;
  return status === ERRORS.FILE_NOT_FOUND.status_code || status === 410;
}

/**
 * tus's store for uploads in progress, with one check run as soon as a new upload's files exist
 * and before any of its bytes are written. tus makes the files only after `onUploadCreate` has
 * started the recording, so the check sees what happened in between (a newer upload replacing
 * this one); it removes the files and throws when they must not stay.
 *
 * An upload whose files are gone because its recording was processed is read as complete, at its
 * finished length: processing removes the files without tus's lock, so a HEAD that found them
 * there a moment before (`answerFinishedUpload`) would otherwise answer 404, and the browser would
 * start a new upload over the finished one (seen once in the SIGKILL fault test).
 * Everything else is the store's own.
 */
export class CheckedUploadStore extends DataStore {
  constructor(
    private readonly store: DataStore,
    private readonly checkCreated: (uploadId: string) => Promise<void>,
    /** The length of the upload's finished recording, or null while it is not finished. */
    private readonly finishedLength: (uploadId: string) => Promise<number | null>,
  ) {
    super();
    this.extensions = store.extensions;
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await this.store.create(upload);
    await this.checkCreated(upload.id);
    return created;
  }

  override remove(id: string): Promise<void> {
    return this.store.remove(id);
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const reached = await this.store.write(stream, id, offset);
    announce({ kind: 'upload-bytes', bytes: reached - offset });
    return reached;
  }

  override async getUpload(id: string): Promise<Upload> {
    try {
      return await this.store.getUpload(id);
    } catch (error) {
      if (!isMissingUpload(error)) throw error;
      const length = await this.finishedLength(id);
      if (length === null) throw error;
      return new Upload({ id, size: length, offset: length });
    }
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return this.store.declareUploadLength(id, length);
  }

  /**
   * Never called: tus asks whether a store can read before it lets `onIncomingRequest` answer a
   * GET, which refuses it with 405 (recordings are not served from the upload endpoint).
   */
  read(): never {
    throw new Error('Uploads in progress are not read back.');
  }
}

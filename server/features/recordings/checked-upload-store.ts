import type { Readable } from 'node:stream';
import { DataStore, type Upload } from '@tus/utils';

/**
 * tus's store for uploads in progress, with one check run as soon as a new upload's files exist
 * and before any of its bytes are written. tus makes the files only after `onUploadCreate` has
 * started the recording, so the check sees what happened in between (a newer upload replacing
 * this one); it removes the files and throws when they must not stay. Everything else is the
 * store's own.
 */
export class CheckedUploadStore extends DataStore {
  constructor(
    private readonly store: DataStore,
    private readonly checkCreated: (uploadId: string) => Promise<void>,
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

  override write(stream: Readable, id: string, offset: number): Promise<number> {
    return this.store.write(stream, id, offset);
  }

  override getUpload(id: string): Promise<Upload> {
    return this.store.getUpload(id);
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

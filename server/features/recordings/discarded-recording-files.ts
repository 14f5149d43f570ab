import type { Locker } from '@tus/utils';
import type { RecordingStore } from './stores/recording-store';
import type { ReplacedRecording } from './recordings.repository';
import type { UploadAdmissions } from './uploads/upload-admissions';

/** How long a removal waits for a request still writing the upload to let go (tus drains in 3 s). */
const LOCK_WAIT_MS = 10_000;

/**
 * Removes what a discarded recording left in storage: its upload, and its processed video and
 * poster if it got that far. A request may still be writing the upload (a chunk arriving as Record
 * Again replaces it): the upload's tus lock is taken first, which asks that request to stop, so
 * its bytes do not go on arriving into a removed file. If it will not let go, the files go anyway.
 */
export class DiscardedRecordingFiles {
  constructor(
    private readonly files: RecordingStore,
    private readonly admissions: UploadAdmissions,
    private readonly locker: Locker,
  ) {}

  async remove(recording: ReplacedRecording): Promise<void> {
    this.admissions.forget(recording.uploadId);
    const lock = this.locker.newLock(recording.uploadId);
    const locked = await lock
      .lock(AbortSignal.timeout(LOCK_WAIT_MS), () => undefined)
      .then(
        () => true,
        () => false,
      );
    try {
      await this.files.removeUpload(recording.uploadId);
    } finally {
      if (locked) await lock.unlock();
    }
    await this.files.removeFiles(recording.storageKey, recording.posterKey);
  }
}

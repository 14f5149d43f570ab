import * as tus from 'tus-js-client';

export interface UploadProgress {
  recordedBytes: number;
  uploadedBytes: number;
}

const RETRY_DELAYS_MS = [
  0, 500, 1000, 2000, 3000, 5000, 5000, 5000, 10_000, 10_000, 10_000, 15_000, 15_000,
];
export const UPLOAD_CHUNK_BYTES = 64 * 1024;

/**
 * Streams a recording to the server while it is being made (tus, with the length given only at
 * the end): each chunk the recorder hands over is queued in order and sent in 64 KiB pieces, so
 * after End Recording only the last piece is left. A dropped connection or a server restart is
 * retried and resumed from the server's offset.
 */
export class RecordingUpload {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private readonly upload: tus.Upload;
  private readonly report: () => void;
  private pending: Promise<void> = Promise.resolve();
  private closed = false;
  private recordedBytes = 0;
  private uploadedBytes = 0;
  readonly done: Promise<void>;

  constructor(options: {
    token: string;
    mimeType: string;
    onProgress: (progress: UploadProgress) => void;
  }) {
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => (this.controller = controller),
    });
    let resolveDone!: () => void;
    let rejectDone!: (error: Error) => void;
    this.done = new Promise((resolve, reject) => {
      resolveDone = resolve;
      rejectDone = reject;
    });
    this.done.catch(() => undefined);
    const report = () =>
      options.onProgress({ recordedBytes: this.recordedBytes, uploadedBytes: this.uploadedBytes });
    this.report = report;
    this.upload = new tus.Upload(stream.getReader() as unknown as tus.Upload['file'], {
      endpoint: `${window.location.origin}/api/recordings/uploads`,
      uploadLengthDeferred: true,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      storeFingerprintForResuming: false,
      metadata: { filetype: options.mimeType, filename: 'introduction' },
      headers: { Authorization: `Bearer ${options.token}` },
      onProgress: (bytesSent) => {
        this.uploadedBytes = bytesSent;
        report();
      },
      onSuccess: () => resolveDone(),
      onError: (error) => rejectDone(error),
    });
    this.upload.start();
  }

  /** The server's id of this upload, once it has been created. */
  get uploadId(): string | null {
    return this.upload.url?.split('/').pop() ?? null;
  }

  /** Queues one recorder chunk; chunks are sent in the order they were made. */
  push(chunk: Blob): void {
    if (this.closed || chunk.size === 0) return;
    this.recordedBytes += chunk.size;
    this.report();
    this.pending = this.pending.then(async () =>
      this.controller.enqueue(new Uint8Array(await chunk.arrayBuffer())),
    );
  }

  /** No more chunks: the rest is sent and the length declared. Resolves when the server has it all. */
  async finish(): Promise<void> {
    this.closed = true;
    await this.pending;
    this.controller.close();
    return this.done;
  }

  /** Stops sending; the server discards the upload when the next recording starts. */
  abandon(): void {
    this.closed = true;
    void this.upload.abort(false).catch(() => undefined);
  }
}

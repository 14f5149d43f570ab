import * as tus from 'tus-js-client';
import type { ErrorCode } from '../../../../shared/error-codes';
import { isPassingRefusal } from '../../../../shared/passing-errors';
import { isInviteWithdrawnBody, reportInviteWithdrawn } from '../../../lib/invite-withdrawn';

export interface UploadProgress {
  recordedBytes: number;
  uploadedBytes: number;
  /**
   * The server did not answer the last request (offline, or the server is down or failing): it is
   * being retried. Cleared by the next request the server takes (docs/waiting-states.md).
   */
  retrying?: boolean;
}

export type UploadStatus = 'uploading' | 'done' | 'failed';

/** Quick retries first, then every 5 s for about five minutes. */
const RETRY_DELAYS_MS = [0, 500, 1000, 2000, 3000, ...Array.from({ length: 60 }, () => 5000)];
export const UPLOAD_CHUNK_BYTES = 64 * 1024;

/** What the server answered to a request of the upload: its HTTP status, text and code, if any. */
function answerOf(error: unknown): { status: number; text: string | null; code?: string } {
  const { originalResponse } = error as Partial<tus.DetailedError>;
  const status = originalResponse?.getStatus() ?? 0;
  try {
    const body = JSON.parse(originalResponse?.getBody() ?? '') as {
      status?: unknown;
      code?: unknown;
    };
    return {
      status,
      text: typeof body.status === 'string' ? body.status : null,
      code: typeof body.code === 'string' ? body.code : undefined,
    };
  } catch {
    return { status, text: null };
  }
}

/**
 * Retries what a retry can mend (docs/errors.md): no answer at all (offline, server restarting),
 * a 408, 429 or 5xx, a lock held a moment (423), and the codes the catalogue calls passing (the
 * upload out of step with the server, a chunk still arriving). tus-js-client's default gives up
 * at once while the browser says it is offline, which would lose the recording on every Wi-Fi
 * blip. A final refusal (the assessment submitted, a newer take) is never retried.
 */
function worthRetrying(error: tus.DetailedError): boolean {
  const { status, code } = answerOf(error);
  return isPassingRefusal(status, code) || (code === undefined && status === 423);
}

/**
 * The server's reason when it refused the recording for good (the takes are used up, the role
 * has no video, the assessment is submitted, a newer take replaced it), with its code; null for
 * anything a retry may mend, or an answer without a code.
 */
function refusalOf(error: unknown): { reason: string; code: ErrorCode } | null {
  const { status, text, code } = answerOf(error);
  if (code === undefined || text === null || isPassingRefusal(status, code)) return null;
  return { reason: text, code: code as ErrorCode };
}

/** What the upload tells the server of itself: its type, and the question it answers if any. */
export function metadataOf(options: {
  mimeType: string;
  question?: { questionIndex: number; media: 'video' | 'audio' };
}): Record<string, string> {
  const { mimeType, question } = options;
  if (!question) return { filetype: mimeType, filename: 'introduction' };
  return {
    filetype: mimeType,
    filename: `question-${question.questionIndex + 1}`,
    questionIndex: String(question.questionIndex),
    media: question.media,
  };
}

/**
 * Streams a recording to the server while it is being made (tus, with the length given only at
 * the end): each chunk the recorder hands over is queued in order and sent in 64 KiB pieces, so
 * after End Recording only the last piece is left. A dropped connection or a server restart is
 * retried and resumed from the server's offset; if the retries run out, the data stays in the
 * page and `resume()` (or coming back online) carries on from where the server stopped.
 */
export class RecordingUpload {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private readonly upload: tus.Upload;
  private pending: Promise<void> = Promise.resolve();
  private closed = false;
  /**
   * Abandoned (Restart Camera, Record Again): a chunk still being read is not queued, so tus never
   * sends a piece on the request it aborted (the browser would send it without its headers).
   */
  private abandoned = false;
  private status: UploadStatus = 'uploading';
  private recordedBytes = 0;
  private uploadedBytes = 0;
  private retrying = false;
  private readonly onOnline = () => {
    if (this.status === 'failed') this.resume();
  };

  constructor(
    private readonly options: {
      token: string;
      mimeType: string;
      /**
       * The question this recording answers, and whether it is a video or audio answer (tus
       * metadata `questionIndex` and `media`); absent: the role's video introduction.
       */
      question?: { questionIndex: number; media: 'video' | 'audio' };
      onProgress: (progress: UploadProgress) => void;
      onStatus: (status: UploadStatus) => void;
      /** The server refused this recording for good, for the reason given; nothing more is sent. */
      onRefused: (reason: string, code: ErrorCode) => void;
      /** How requests are sent: the browser's own unless a test gives its fake server. */
      httpStack?: tus.HttpStack;
    },
  ) {
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => (this.controller = controller),
    });
    this.upload = new tus.Upload(stream.getReader(), {
      endpoint: `${window.location.origin}/api/recordings/uploads`,
      uploadLengthDeferred: true,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      onShouldRetry: (error) => {
        const retry = worthRetrying(error);
        const status = error.originalResponse?.getStatus() ?? 0;
        if (retry && (status === 0 || status >= 500)) this.setRetrying(true);
        return retry;
      },
      onUploadUrlAvailable: () => this.setRetrying(false),
      onChunkComplete: () => this.setRetrying(false),
      storeFingerprintForResuming: false,
      metadata: metadataOf(options),
      headers: { Authorization: `Bearer ${options.token}` },
      ...(options.httpStack && { httpStack: options.httpStack }),
      onProgress: (bytesSent) => {
        this.uploadedBytes = bytesSent;
        this.report();
      },
      onSuccess: () => {
        this.setRetrying(false);
        this.setStatus('done');
      },
      onError: (error) => {
        // The team withdrew the invite: the page leaves for the invite's page, which says why.
        const { originalResponse } = error as Partial<tus.DetailedError>;
        if (isInviteWithdrawnBody(originalResponse?.getBody())) {
          this.setStatus('failed');
          reportInviteWithdrawn();
          return;
        }
        const refusal = refusalOf(error);
        if (refusal === null) this.setStatus('failed');
        else {
          window.removeEventListener('online', this.onOnline);
          options.onRefused(refusal.reason, refusal.code);
        }
      },
    });
    window.addEventListener('online', this.onOnline);
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
    this.pending = this.pending.then(async () => {
      const bytes = new Uint8Array(await chunk.arrayBuffer());
      if (!this.abandoned) this.controller.enqueue(bytes);
    });
  }

  /** No more chunks: the rest is sent and the length declared; the status turns `done`. */
  async finish(): Promise<void> {
    this.closed = true;
    await this.pending;
    this.controller.close();
  }

  /** After the retries ran out: carry on from the server's offset with what the page still holds. */
  resume(): void {
    if (this.status !== 'failed') return;
    this.setStatus('uploading');
    this.upload.start();
  }

  /** Stops sending; the server discards the upload when the next recording starts. */
  abandon(): void {
    this.closed = true;
    this.abandoned = true;
    window.removeEventListener('online', this.onOnline);
    void this.upload.abort(false).catch(() => undefined);
  }

  private setStatus(status: UploadStatus): void {
    this.status = status;
    if (status === 'done') window.removeEventListener('online', this.onOnline);
    this.options.onStatus(status);
  }

  private setRetrying(retrying: boolean): void {
    if (this.retrying === retrying) return;
    this.retrying = retrying;
    this.report();
  }

  private report(): void {
    this.options.onProgress({
      recordedBytes: this.recordedBytes,
      uploadedBytes: this.uploadedBytes,
      retrying: this.retrying,
    });
  }
}

import { pause, requestUntilAnswered, type Traffic } from './resilient-request';

const TUS_VERSION = { 'tus-resumable': '1.0.0' };
const UPLOAD_PATH = '/api/recordings/uploads';
/** The browser's upload piece after End Recording (`UPLOAD_CHUNK_BYTES`). */
const CHUNK_BYTES = 64 * 1024;

function metadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/**
 * A whole recording sent over tus as the recorder's last piece sends it: created with a deferred
 * length, then every byte with the length in one PATCH. `fields` are the upload's metadata
 * (`filetype`, and for an answer `questionIndex` and `media`). Answers the upload's id.
 */
export async function sendWholeRecording(
  baseUrl: string,
  unique: string,
  video: Buffer,
  fields: Record<string, string>,
): Promise<string> {
  const auth = { authorization: `Bearer ${unique}`, ...TUS_VERSION };
  const created = await fetch(`${baseUrl}${UPLOAD_PATH}`, {
    method: 'POST',
    headers: { ...auth, 'upload-defer-length': '1', 'upload-metadata': metadata(fields) },
  });
  if (created.status !== 201) throw new Error(await created.text());
  const uploadId = String(created.headers.get('location')).split('/').pop() as string;
  const patched = await fetch(`${baseUrl}${UPLOAD_PATH}/${uploadId}`, {
    method: 'PATCH',
    headers: {
      ...auth,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
      'upload-length': String(video.length),
    },
    body: new Uint8Array(video),
  });
  if (patched.status !== 204) throw new Error(await patched.text());
  return uploadId;
}

/**
 * A recording streamed over tus 1.0 as the browser's recorder sends it: created with a deferred
 * length, sent piece by piece while it is being recorded, the length declared with the last piece.
 * A failed request is resumed as tus-js-client does: HEAD for the server's offset, then PATCH on
 * from there.
 */
export class StreamingUpload {
  uploadUrl = '';
  offset = 0;
  /** The final length, once the server has been told it. */
  declaredLength: number | null = null;
  /** The server acknowledged the last byte (a 204 to the final PATCH, or HEAD says so). */
  complete = false;
  finalPatchAcknowledged = false;
  /** The PATCH that declares the length is on its way. */
  lastPieceInFlight = false;
  /** The last piece's answer was lost, and HEAD found the upload complete. */
  completeByHead = false;
  /** The server's offsets that failed requests were resumed from. */
  readonly resumedFrom: number[] = [];

  constructor(
    private readonly options: {
      baseUrl: string;
      headers: Record<string, string>;
      video: Buffer;
      mimeType: string;
      traffic: Traffic;
    },
  ) {}

  get uploadId(): string {
    return this.uploadUrl.split('/').pop() ?? '';
  }

  /** POST: a new upload, its length given at the end (`Upload-Defer-Length`). */
  async create(): Promise<void> {
    const response = await requestUntilAnswered(
      this.options.traffic,
      `${this.options.baseUrl}${UPLOAD_PATH}`,
      {
        method: 'POST',
        headers: {
          ...TUS_VERSION,
          ...this.options.headers,
          'upload-defer-length': '1',
          'upload-metadata': metadata({
            filetype: this.options.mimeType,
            filename: 'introduction',
          }),
        },
      },
    );
    const location = response.headers.get('location');
    if (response.status !== 201 || !location) {
      throw new Error(`Creating the upload answered ${response.status}: ${await response.text()}`);
    }
    this.uploadUrl = new URL(location, `${this.options.baseUrl}${UPLOAD_PATH}/`).href;
  }

  /** Sends the bytes up to `end` (exclusive) in pieces of at most `pieceBytes`. */
  async sendUpTo(end: number, pieceBytes = CHUNK_BYTES): Promise<void> {
    while (this.offset < end && !this.complete) {
      await this.patch(Math.min(end, this.offset + pieceBytes), false);
    }
  }

  /** End Recording: the rest goes, and the last piece declares the length. */
  async finish(): Promise<void> {
    const { video } = this.options;
    while (!this.complete) {
      const end = Math.min(video.length, this.offset + CHUNK_BYTES);
      await this.patch(end, end === video.length);
    }
  }

  private async patch(end: number, last: boolean): Promise<void> {
    const { video, traffic } = this.options;
    const declare = last && this.declaredLength === null;
    traffic.inFlight.piece += 1;
    this.lastPieceInFlight = declare;
    let response: Response | null = null;
    try {
      response = await fetch(this.uploadUrl, {
        method: 'PATCH',
        headers: {
          ...TUS_VERSION,
          ...this.options.headers,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(this.offset),
          ...(declare ? { 'upload-length': String(video.length) } : {}),
        },
        body: new Uint8Array(video.subarray(this.offset, end)),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      traffic.unanswered += 1;
    } finally {
      traffic.inFlight.piece -= 1;
      this.lastPieceInFlight = false;
    }
    if (response?.status === 204) {
      this.offset = Number(response.headers.get('upload-offset'));
      traffic.chunkAcks += 1;
      if (declare) this.declaredLength = video.length;
      if (last && this.offset === video.length) {
        this.complete = true;
        this.finalPatchAcknowledged = true;
      }
      return;
    }
    // 409 (offset moved on while the answer was lost), 5xx, 423 or no answer: resume as
    // tus-js-client does. Anything else would stall the browser's upload: fail loudly.
    if (response && response.status < 500 && ![409, 423].includes(response.status)) {
      throw new Error(`PATCH answered ${response.status}: ${await response.text()}`);
    }
    await response?.body?.cancel();
    await this.resume();
  }

  /** HEAD until the server answers: where to carry on from, and whether it already has it all. */
  private async resume(): Promise<void> {
    const response = await requestUntilAnswered(this.options.traffic, this.uploadUrl, {
      method: 'HEAD',
      headers: { ...TUS_VERSION, ...this.options.headers },
    });
    if (response.status !== 200 && response.status !== 204) {
      throw new Error(`HEAD answered ${response.status}`);
    }
    this.offset = Number(response.headers.get('upload-offset'));
    this.resumedFrom.push(this.offset);
    const length = response.headers.get('upload-length');
    if (length !== null) this.declaredLength = Number(length);
    // tus-js-client takes an upload whose offset reached its length as done.
    if (this.declaredLength !== null && this.offset === this.declaredLength) {
      this.complete = true;
      this.completeByHead = true;
    }
  }

  /** Submit Recording, sent again until the server answers it (a 409 while it is still arriving). */
  async submit(recordedMs: number): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await requestUntilAnswered(
        this.options.traffic,
        `${this.options.baseUrl}/api/assessment/video`,
        {
          method: 'POST',
          headers: { ...this.options.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ uploadId: this.uploadId, recordedMs, endToCompleteMs: 500 }),
        },
      );
      if (response.status !== 409 || attempt >= 20) return response;
      await response.body?.cancel();
      await pause(250);
    }
  }
}

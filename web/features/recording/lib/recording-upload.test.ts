// @vitest-environment happy-dom
import type * as tus from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordingUpload, UPLOAD_CHUNK_BYTES, type UploadStatus } from './recording-upload';

// The browser's build of tus-js-client (the page's), not the one Node resolves by default.
vi.mock('tus-js-client', async () => {
  // @ts-expect-error -- the browser build has no type declarations of its own (the package's are its).
  return (await import('tus-js-client/lib.es5/browser/index.js')) as typeof tus;
});

const UPLOAD_URL = 'http://localhost/api/recordings/uploads/u1';

type Answer = { status: number; body?: object };

/**
 * The upload endpoint as the wrapper meets it: creates the upload, takes each chunk at the offset
 * it holds, and answers the next scripted failures first (each PATCH takes one).
 */
class FakeUploadServer implements tus.HttpStack {
  offset = 0;
  readonly requests: string[] = [];
  readonly failures: Answer[] = [];
  creation: Answer = { status: 201 };
  /** The creation request's Upload-Metadata, decoded: what the server is told of the upload. */
  metadata: Record<string, string> = {};

  getName() {
    return 'fake upload server';
  }

  createRequest(method: string, url: string): tus.HttpRequest {
    const headers = new Map<string, string>();
    const send = (body: unknown) => {
      this.requests.push(method);
      if (method === 'POST') this.metadata = decodeMetadata(headers.get('upload-metadata'));
      return Promise.resolve(this.answer(method, body));
    };
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => headers.set(name.toLowerCase(), value),
      getHeader: (name) => headers.get(name.toLowerCase()),
      setProgressHandler: () => undefined,
      abort: () => Promise.resolve(),
      getUnderlyingObject: () => null,
      send,
    };
  }

  private answer(method: string, body: unknown): tus.HttpResponse {
    const offset = () => ({ 'upload-offset': String(this.offset) });
    if (method === 'POST') {
      const { status, body: json } = this.creation;
      return response(status, json, status === 201 ? { location: UPLOAD_URL } : {});
    }
    if (method === 'HEAD') return response(200, undefined, offset());
    const failure = this.failures.shift();
    if (failure) return response(failure.status, failure.body);
    this.offset += (body as Uint8Array | null)?.byteLength ?? 0;
    return response(204, undefined, offset());
  }
}

function decodeMetadata(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? '').split(',').map((pair) => {
      const [key = '', value = ''] = pair.split(' ');
      return [key, atob(value)];
    }),
  );
}

function response(status: number, json?: object, headers: Record<string, string> = {}) {
  return {
    getStatus: () => status,
    getHeader: (name: string) => headers[name.toLowerCase()],
    getBody: () => (json ? JSON.stringify(json) : ''),
    getUnderlyingObject: () => null,
  };
}

function startUpload(server: FakeUploadServer) {
  const refusals: [string, string][] = [];
  const statuses: UploadStatus[] = [];
  const upload = new RecordingUpload({
    token: 'secret',
    mimeType: 'video/webm',
    onProgress: () => undefined,
    onStatus: (status) => statuses.push(status),
    onRefused: (reason, code) => refusals.push([reason, code]),
    httpStack: server,
  });
  // One whole piece: tus sends it as soon as it holds that much.
  upload.push(new Blob([new Uint8Array(UPLOAD_CHUNK_BYTES)]));
  return { upload, refusals, statuses };
}

const patches = (server: FakeUploadServer) => server.requests.filter((m) => m === 'PATCH').length;

describe('RecordingUpload: which refusals it retries', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('stops at once on a final refusal, with its message, and never sends the chunk again', async () => {
    const server = new FakeUploadServer();
    const submitted = 'Your assessment is already submitted, so it can no longer be changed.';
    server.failures.push({
      status: 409,
      body: { result: false, status: submitted, code: 'assessment-submitted' },
    });
    const { upload, refusals, statuses } = startUpload(server);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(refusals).toEqual([[submitted, 'assessment-submitted']]);
    expect(patches(server)).toBe(1);
    expect(statuses).not.toContain('done');
    upload.abandon();
  });

  it('tells why the server would not start the recording at all (the takes are used up)', async () => {
    const server = new FakeUploadServer();
    const usedUp = 'You have used all your takes.';
    server.creation = {
      status: 409,
      body: { result: false, status: usedUp, code: 'takes-used-up' },
    };
    const { upload, refusals } = startUpload(server);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(refusals).toEqual([[usedUp, 'takes-used-up']]);
    expect(server.requests).toEqual(['POST']);
    upload.abandon();
  });

  it.each([
    ['a server error', 500, 'server-error'],
    ['the database restarting', 503, 'service-unavailable'],
    ['the recording storage away', 503, 'storage-unavailable'],
    ["the server's disk full", 507, 'storage-full'],
    ['too many requests', 429, 'too-many-requests'],
    ['the upload out of step with the server', 409, 'upload-out-of-step'],
  ])('retries %s until the chunk is taken', async (_what, status, code) => {
    const server = new FakeUploadServer();
    const refusal = { status, body: { result: false, status: 'Not now.', code } };
    server.failures.push(refusal, refusal);
    const { upload, refusals } = startUpload(server);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refusals).toEqual([]);
    expect(patches(server)).toBe(3);
    expect(server.offset).toBe(UPLOAD_CHUNK_BYTES);
    upload.abandon();
  });

  it('retries when no answer came at all (offline)', async () => {
    const server = new FakeUploadServer();
    server.failures.push({ status: 0 });
    const { upload, refusals } = startUpload(server);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refusals).toEqual([]);
    expect(server.offset).toBe(UPLOAD_CHUNK_BYTES);
    upload.abandon();
  });
});

describe('RecordingUpload: abandoned', () => {
  it('sends nothing more, even of a piece that was still being read when it was abandoned', async () => {
    const server = new FakeUploadServer();
    const upload = new RecordingUpload({
      token: 'secret',
      mimeType: 'video/webm',
      onProgress: () => undefined,
      onStatus: () => undefined,
      onRefused: () => undefined,
      httpStack: server,
    });
    await vi.waitFor(() => expect(server.requests).toEqual(['POST']));
    // A whole piece handed over, then Restart Camera before its bytes were read.
    upload.push(new Blob([new Uint8Array(UPLOAD_CHUNK_BYTES)]));
    upload.abandon();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests).toEqual(['POST']);
  });
});

describe('RecordingUpload: a video or audio answer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('tells the server which question it answers and how, and arrives whole over a connection that drops pieces', async () => {
    const server = new FakeUploadServer();
    // A phone on a flaky mobile connection: several pieces get no answer at all.
    server.failures.push({ status: 0 }, { status: 0 }, { status: 502 }, { status: 0 });
    const statuses: UploadStatus[] = [];
    const upload = new RecordingUpload({
      token: 'secret',
      mimeType: 'audio/mp4',
      question: { questionIndex: 2, media: 'audio' },
      onProgress: () => undefined,
      onStatus: (status) => statuses.push(status),
      onRefused: () => undefined,
      httpStack: server,
    });
    for (let chunk = 0; chunk < 3; chunk += 1) {
      upload.push(new Blob([new Uint8Array(UPLOAD_CHUNK_BYTES).fill(chunk)]));
    }
    upload.push(new Blob([new Uint8Array(1000)]));
    const finished = upload.finish();
    await vi.advanceTimersByTimeAsync(60_000);
    await finished;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.metadata).toEqual({
      filetype: 'audio/mp4',
      filename: 'question-3',
      questionIndex: '2',
      media: 'audio',
    });
    expect(server.offset).toBe(3 * UPLOAD_CHUNK_BYTES + 1000);
    expect(patches(server)).toBeGreaterThan(4);
    expect(statuses).toEqual(['done']);
  });

  it("the video introduction's upload names no question", async () => {
    const server = new FakeUploadServer();
    const { upload } = startUpload(server);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.metadata).toEqual({ filetype: 'video/webm', filename: 'introduction' });
    upload.abandon();
  });
});

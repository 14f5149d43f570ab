// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_FILE_TEXTS } from '../../../../shared/answer-file-texts';
import { ApiError } from '../../../lib/api-client';
import { uploadAnswerFile } from './answer-file-upload';

/** The browser's XMLHttpRequest as the upload uses it; the test plays the server. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const cv = () => new File(['%PDF-1.7 cv'], 'Résumé 2026.pdf', { type: 'application/pdf' });

describe('uploading a file answer', () => {
  it('sends the file as the raw body, its name encoded, and reports progress', async () => {
    const progress: number[] = [];
    const file = cv();
    const upload = uploadAnswerFile('secret', 2, file, 10, (fraction) => progress.push(fraction));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/assessment/answers/2/file']);
    expect(xhr.headers).toMatchObject({
      authorization: 'Bearer secret',
      'content-type': 'application/octet-stream',
      'x-file-name': 'R%C3%A9sum%C3%A9%202026.pdf',
    });
    expect(xhr.sent).toBe(file);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    const stored = {
      questionId: 2,
      name: 'Résumé 2026.pdf',
      sizeBytes: 11,
      mimeType: 'application/pdf',
    };
    xhr.answer(200, JSON.stringify({ result: true, status: 'File uploaded.', file: stored }));
    await expect(upload.done).resolves.toEqual(stored);
    expect(progress).toEqual([0.5]);
  });

  it('shows the server’s words for a file too large or of a refused type', async () => {
    const tooLarge = uploadAnswerFile('secret', 0, cv(), 5, () => undefined);
    FakeXhr.last.answer(
      413,
      JSON.stringify({
        result: false,
        status: 'Too large, says the server.',
        code: 'file-too-large',
      }),
    );
    await expect(tooLarge.done).rejects.toMatchObject({
      message: 'Too large, says the server.',
      httpStatus: 413,
      code: 'file-too-large',
    });
  });

  it('says plainly what is wrong when a proxy refused the file without our answer', async () => {
    const tooLarge = uploadAnswerFile('secret', 0, cv(), 5, () => undefined);
    FakeXhr.last.answer(413, '<html>413 Request Entity Too Large</html>');
    await expect(tooLarge.done).rejects.toMatchObject({
      message: ANSWER_FILE_TEXTS.refusals.tooLarge(5),
    });
    const wrongType = uploadAnswerFile('secret', 0, cv(), 5, () => undefined);
    FakeXhr.last.answer(415, '');
    await expect(wrongType.done).rejects.toMatchObject({
      message: ANSWER_FILE_TEXTS.refusals.typeRefused,
    });
  });

  it('is an offline error, with nothing stored, when the network fails', async () => {
    const upload = uploadAnswerFile('secret', 0, cv(), 5, () => undefined);
    FakeXhr.last.onerror?.();
    const error = await upload.done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(0);
  });
});

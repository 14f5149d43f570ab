// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerFile } from '../../../../shared/answer-files.schema';
import { ANSWER_FILE_TEXTS } from '../../../../shared/answer-file-texts';
import { OFFLINE_TEXT } from '../../../lib/api-client';
import { settle, userDoes } from '../../../test/render-hook';
import { theme } from '../../../theme';
import { FileAnswer } from './file-answer';

/** The upload, played by the test: each request waits for `answer`. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open() {}
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

// The page's words as the browser gets them: compiled ICU messages.
vi.mock('../../../../shared/messages/assessment/en', async (original) =>
  (await import('../compiled-english.test-support')).compiledEnglish(original),
);

let cleanup: () => Promise<void> = () => Promise.resolve();
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

async function renderFileAnswer() {
  function Host() {
    const [file, setFile] = useState<AnswerFile | null>(null);
    return createElement(FileAnswer, {
      token: 'secret',
      questionId: 3,
      form: { type: 'file', maxMegabytes: 1 },
      file,
      describedBy: 'question-text',
      onFileChange: setFile,
      onSessionInvalid: () => undefined,
    });
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(() => {
    root.render(createElement(MantineProvider, { theme }, createElement(Host)));
    return Promise.resolve();
  });
  cleanup = async () => {
    await act(() => {
      root.unmount();
      return Promise.resolve();
    });
    container.remove();
  };
  const pick = (file: File) =>
    userDoes(() => {
      const input = container.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('No file input');
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  const input = () => {
    const found = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('No file input');
    return found;
  };
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((found) => found.textContent?.trim() === name);
  return { container, pick, input, button };
}

describe('a file answer', () => {
  it('shows the types and the limit, and refuses a file too large before sending it', async () => {
    const { container, pick } = await renderFileAnswer();
    expect(container.textContent).toContain('PDF, DOCX, ODT, PNG, JPEG; up to 1 MB.');
    await pick(new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf'));
    expect(FakeXhr.sent).toHaveLength(0);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      ANSWER_FILE_TEXTS.refusals.tooLarge(1),
    );
  });

  it('offers the picker the accepted types by their endings and their MIME types', async () => {
    const { input } = await renderFileAnswer();
    expect(input().accept).toBe(
      '.pdf,.docx,.odt,.png,.jpg,.jpeg,application/pdf,' +
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document,' +
        'application/vnd.oasis.opendocument.text,image/png,image/jpeg',
    );
  });

  it('shows the upload’s progress, then the file’s name and size with Replace and Remove', async () => {
    const { container, pick } = await renderFileAnswer();
    await pick(new File(['%PDF-1.7'], 'cv.pdf'));
    const upload = FakeXhr.sent[0];
    if (!upload) throw new Error('Nothing was sent');
    await userDoes(() =>
      upload.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 }),
    );
    expect(container.textContent).toContain('Uploading… 50%');
    const file = { questionId: 3, name: 'cv.pdf', sizeBytes: 2048, mimeType: 'application/pdf' };
    await userDoes(() => upload.answer(200, { result: true, status: 'File uploaded.', file }));
    await settle();
    expect(container.textContent).toContain('cv.pdf');
    expect(container.textContent).toContain('PDF, 2 KB');
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent?.trim());
    expect(buttons).toEqual(['Replace file', 'Remove file']);
  });

  it('says in plain words why the server refused a file', async () => {
    const { container, pick } = await renderFileAnswer();
    await pick(new File(['MZ'], 'cv.pdf'));
    const refusal = { result: false, status: ANSWER_FILE_TEXTS.refusals.typeRefused };
    await userDoes(() => FakeXhr.sent[0]?.answer(415, refusal));
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      ANSWER_FILE_TEXTS.refusals.typeRefused,
    );
    expect(container.textContent).toContain('Choose a file');
  });

  it('empties the picker after each pick, so the same file may be picked again', async () => {
    const { pick, input } = await renderFileAnswer();
    const values: string[] = [];
    Object.defineProperty(input(), 'value', {
      configurable: true,
      get: () => '',
      set: (value: string) => values.push(value),
    });
    await pick(new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf'));
    expect(values).toEqual(['']);
  });

  it('cancels an upload under way with Cancel upload', async () => {
    const { container, pick, button } = await renderFileAnswer();
    await pick(new File(['%PDF-1.7'], 'cv.pdf'));
    expect(container.textContent).toContain('Uploading…');
    await userDoes(() => button('Cancel upload')?.click());
    await settle();
    expect(container.textContent).not.toContain('Uploading…');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(button('Choose a file')).toBeDefined();
  });

  it('reads a proxy’s page (502, no body) as the server being out of reach', async () => {
    const { container, pick } = await renderFileAnswer();
    await pick(new File(['%PDF-1.7'], 'cv.pdf'));
    const upload = FakeXhr.sent[0];
    await userDoes(() => {
      if (!upload) throw new Error('Nothing was sent');
      upload.status = 502;
      upload.responseText = '<html>Bad Gateway</html>';
      upload.onload?.();
    });
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(OFFLINE_TEXT);
  });
});

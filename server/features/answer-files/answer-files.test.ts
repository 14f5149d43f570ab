import { PassThrough, Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SaveAnswerFileResponseSchema,
  type SaveAnswerFileResponse,
} from '../../../shared/answer-files.schema';
import { errorText } from '../../../shared/error-codes';
import { answerFiles, answers, candidates } from '../../db/schema';
import { LocalRecordingStore } from '../recordings/stores/local-recording-store';
import type { RecordingStore } from '../recordings/stores/recording-store';
import { S3RecordingStore } from '../recordings/stores/s3-recording-store';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { useTestApp, type TestApp } from '../../test/test-app';
import { databaseAndStoreCases, testDatabaseKinds } from '../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../test/test-roles';
import { createTestShare } from '../shares/shares-test-support';
import {
  sampleDocx,
  sampleElf,
  sampleJpeg,
  sampleOdt,
  samplePdf,
  samplePe,
  samplePng,
  sampleShellScript,
} from '../../test/sample-files';

type Auth = { authorization: string };
const MB = 1024 * 1024;
const fileUrl = (question: number) => `/api/assessment/answers/${question}/file`;

/** Question 0 written, 1 a file up to 1 MB, 2 an optional file up to 10 MB. */
async function fileRole(t: TestApp) {
  await insertTestRole(t, {
    id: 'fa1',
    questions: [
      { text: 'Why this role?', guidance: '' },
      { text: 'Your CV', guidance: '', answer: { type: 'file', maxMegabytes: 1 } },
      {
        text: 'A work sample',
        guidance: '',
        answer: { type: 'file', maxMegabytes: 10 },
        required: false,
      },
    ],
  });
  return candidateForRole(t, 'fa1');
}

function upload(
  t: TestApp,
  auth: Auth,
  question: number,
  body: Buffer,
  name = 'cv.pdf',
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: fileUrl(question),
    headers: {
      ...auth,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      ...headers,
    },
    payload: body,
  });
}

/**
 * A PDF for `question` that is still arriving: its bytes are sent, the body ends when the test
 * says (`finish`, which answers the response), so something may happen meanwhile.
 */
async function arrivingUpload(t: TestApp, auth: Auth, question: number) {
  const body = new PassThrough();
  const response = t.app.inject({
    method: 'PUT',
    url: fileUrl(question),
    headers: {
      ...auth,
      'content-type': 'application/octet-stream',
      'transfer-encoding': 'chunked',
      'x-file-name': 'late.pdf',
    },
    payload: body,
  });
  body.write(samplePdf());
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    finish: () => {
      body.end();
      return response;
    },
  };
}

/** Every stored key under the candidate's folder: what the store holds of them. */
async function storedKeys(t: TestApp, candidateId: string) {
  const rows = await t.database.db
    .select({ key: answerFiles.storageKey })
    .from(answerFiles)
    .where(eq(answerFiles.candidateId, candidateId));
  return rows.map((row) => row.key);
}

describe.each(databaseAndStoreCases())('file answers (%s)', (_name, kind, useS3) => {
  let s3: S3TestServer | null = null;
  beforeAll(async () => {
    if (useS3) s3 = await startS3TestServer();
  });
  afterAll(() => s3?.close());
  const t = useTestApp(kind, () => (s3 ? { s3: s3.settings } : {}));
  /** The store as the app opened it: the same folder, or the same bucket. */
  const store = (): RecordingStore =>
    s3 ? new S3RecordingStore(s3.settings, t.database.db) : new LocalRecordingStore(t.dataDir);

  it('keeps a PDF with its name, size and type, and the reviewer downloads it as it was', async () => {
    const me = await fileRole(t);
    const pdf = samplePdf();
    const saved = await upload(t, me.auth, 1, pdf, 'Zoë "CV" 2026.pdf');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(SaveAnswerFileResponseSchema.parse(saved.json()).file).toEqual({
      questionId: 1,
      name: 'Zoë "CV" 2026.pdf',
      sizeBytes: pdf.length,
      mimeType: 'application/pdf',
    });

    const state = await t.app.inject({ method: 'GET', url: '/api/assessment', headers: me.auth });
    expect(state.json<{ data: { files: unknown[] } }>().data.files).toEqual([
      {
        questionId: 1,
        name: 'Zoë "CV" 2026.pdf',
        sizeBytes: pdf.length,
        mimeType: 'application/pdf',
      },
    ]);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${me.id}/answers/1/file`,
      headers: t.admin,
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Zo_ _CV_ 2026.pdf"; filename*=UTF-8''Zo%C3%AB%20%22CV%22%202026.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(download.headers['cache-control']).toBe('private, no-store');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${me.id}`,
      headers: t.admin,
    });
    expect(detail.json<{ data: { files: unknown[] } }>().data.files).toEqual([
      expect.objectContaining({
        questionIndex: 1,
        name: 'Zoë "CV" 2026.pdf',
        sizeBytes: pdf.length,
        mimeType: 'application/pdf',
        url: `/api/admin/candidates/${me.id}/answers/1/file`,
      }),
    ]);
  });

  it("a share link's visitor downloads the file of a shared candidate only", async () => {
    const me = await fileRole(t);
    const other = await candidateForRole(t, 'fa1', { email: 'other@test.example' });
    const odt = sampleOdt();
    expect((await upload(t, me.auth, 2, odt, 'sample.odt')).statusCode).toBe(200);
    expect((await upload(t, other.auth, 1, samplePdf())).statusCode).toBe(200);
    const { token } = await createTestShare(t, { candidateId: me.id });

    const view = await t.app.inject({ method: 'GET', url: `/api/shares/${token}` });
    const url = `/api/shares/${token}/candidates/${me.id}/answers/2/file`;
    expect(
      view.json<{ data: { candidates: { files: unknown[] }[] } }>().data.candidates[0]?.files,
    ).toEqual([expect.objectContaining({ questionIndex: 2, name: 'sample.odt', url })]);
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(odt)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const notShared = await t.app.inject({
      method: 'GET',
      url: `/api/shares/${token}/candidates/${other.id}/answers/1/file`,
    });
    expect(notShared.statusCode).toBe(404);
    expect(notShared.json<{ code: string }>().code).toBe('not-in-share');
  });

  it('replaces a file with the next one and removes the old bytes; DELETE removes it', async () => {
    const me = await fileRole(t);
    expect((await upload(t, me.auth, 1, samplePdf())).statusCode).toBe(200);
    const [first] = await storedKeys(t, me.id);
    expect(await store().statFile(first as string)).not.toBeNull();

    const png = samplePng();
    const second = await upload(t, me.auth, 1, png, 'photo.png');
    expect(second.statusCode, second.body).toBe(200);
    const [replacement] = await storedKeys(t, me.id);
    expect(replacement).not.toBe(first);
    expect(await store().statFile(first as string)).toBeNull();
    expect(await store().statFile(replacement as string)).toEqual({ size: png.length });

    const removed = await t.app.inject({ method: 'DELETE', url: fileUrl(1), headers: me.auth });
    expect(removed.json()).toEqual({ result: true, status: 'File removed.' });
    expect(await storedKeys(t, me.id)).toEqual([]);
    expect(await store().statFile(replacement as string)).toBeNull();
    // A retry whose answer was lost: nothing there, still fine.
    const again = await t.app.inject({ method: 'DELETE', url: fileUrl(1), headers: me.auth });
    expect(again.json()).toEqual({ result: true, status: 'There was no file to remove.' });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${me.id}/answers/1/file`,
      headers: t.admin,
    });
    expect(download.statusCode).toBe(404);
    expect(download.json<{ code: string }>().code).toBe('answer-file-missing');
  });

  it('two files sent to one question at once: one is kept, and the bytes of the other removed', async () => {
    const me = await fileRole(t);
    const Store = s3 ? S3RecordingStore : LocalRecordingStore;
    const put = vi.spyOn(Store.prototype, 'putFile');
    try {
      const sent = await Promise.all([
        upload(t, me.auth, 2, samplePdf(), 'one.pdf'),
        upload(t, me.auth, 2, samplePng(), 'two.png'),
      ]);
      expect(sent.map((response) => response.statusCode)).toEqual([200, 200]);
      const putKeys = put.mock.calls.map(([key]) => key);
      expect(putKeys).toHaveLength(2);
      const kept = await storedKeys(t, me.id);
      expect(kept).toHaveLength(1);
      // Only the file the answer names is in the store: the other one's bytes are gone.
      const present = [];
      for (const key of putKeys) if (await store().statFile(key)) present.push(key);
      expect(present).toEqual(kept);
    } finally {
      put.mockRestore();
    }
  });

  it("deletes the candidate's files with the candidate", async () => {
    const me = await fileRole(t);
    expect((await upload(t, me.auth, 1, samplePdf())).statusCode).toBe(200);
    expect((await upload(t, me.auth, 2, sampleDocx(), 'sample.docx')).statusCode).toBe(200);
    const keys = await storedKeys(t, me.id);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await store().statFile(key)).not.toBeNull();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${me.id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of keys) expect(await store().statFile(key)).toBeNull();
    expect(await storedKeys(t, me.id)).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('file answers refused (%s)', (kind) => {
  const t = useTestApp(kind);

  const expectRefusal = (
    response: Awaited<ReturnType<typeof upload>>,
    status: number,
    code: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ result: false, code });
  };
  const nothingStored = async (candidateId: string) => {
    expect(await storedKeys(t, candidateId)).toEqual([]);
  };

  it.each([
    ['a PDF', samplePdf, 'cv.pdf', 'application/pdf'],
    ['a PNG', samplePng, 'photo.png', 'image/png'],
    ['a JPEG', sampleJpeg, 'photo.jpg', 'image/jpeg'],
    [
      'a DOCX',
      sampleDocx,
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['an ODT', sampleOdt, 'cv.odt', 'application/vnd.oasis.opendocument.text'],
  ])('takes %s by its bytes, whatever its name says', async (_name, make, name, type) => {
    const me = await fileRole(t);
    const saved = await upload(t, me.auth, 1, make(), 'renamed.bin');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SaveAnswerFileResponse>().file).toMatchObject({
      mimeType: type,
      name: `renamed.bin.${name.split('.').pop()}`,
    });
  });

  it.each([
    ['a Linux program', sampleElf],
    ['a Windows program', samplePe],
    ['a shell script', sampleShellScript],
  ])('refuses %s sent as cv.pdf (415), keeping nothing', async (_name, make) => {
    const me = await fileRole(t);
    const response = await upload(t, me.auth, 1, make(), 'cv.pdf');
    expectRefusal(response, 415, 'file-type-refused');
    await nothingStored(me.id);
  });

  it('refuses a file over the limit by its Content-Length, before reading it (413)', async () => {
    const me = await fileRole(t);
    const response = await upload(t, me.auth, 1, Buffer.alloc(MB + 1, 0x25), 'big.pdf');
    expectRefusal(response, 413, 'file-too-large');
    expect(response.json<{ status: string }>().status).toBe(errorText('file-too-large', 1));
    expect(response.headers.connection).toBe('close');
    await nothingStored(me.id);
  });

  it('takes a file at the limit exactly', async () => {
    const me = await fileRole(t);
    const pdf = Buffer.concat([samplePdf(), Buffer.alloc(MB - samplePdf().length, 0x20)]);
    const response = await upload(t, me.auth, 1, pdf);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SaveAnswerFileResponse>().file.sizeBytes).toBe(MB);
  });

  it('counts the bytes that come, not the Content-Length they claim (413)', async () => {
    const me = await fileRole(t);
    const body = Buffer.concat([samplePdf(), Buffer.alloc(2 * MB, 0x20)]);
    const response = await upload(t, me.auth, 1, body, 'cv.pdf', { 'content-length': '100' });
    expectRefusal(response, 413, 'file-too-large');
    await nothingStored(me.id);
  });

  it('refuses a chunked body once it passes the limit (413)', async () => {
    const me = await fileRole(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: fileUrl(1),
      headers: {
        ...me.auth,
        'content-type': 'application/octet-stream',
        'transfer-encoding': 'chunked',
        'x-file-name': 'cv.pdf',
      },
      payload: Readable.from(
        (function* () {
          yield samplePdf();
          for (let sent = 0; sent < 3 * MB; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 0x20);
        })(),
      ),
    });
    expectRefusal(response, 413, 'file-too-large');
    await nothingStored(me.id);
  });

  it('refuses a file for a written question (409), and an answer of text for a file question', async () => {
    const me = await fileRole(t);
    const response = await upload(t, me.auth, 0, samplePdf());
    expectRefusal(response, 409, 'answer-type-mismatch');
    expect(response.json<{ status: string }>().status).toBe(
      'Question 1 is answered in writing, not with a file.',
    );
    const missing = await upload(t, me.auth, 7, samplePdf());
    expectRefusal(missing, 400, 'question-missing');
    await nothingStored(me.id);
  });

  it('refuses a file for a skipped question (409)', async () => {
    const me = await fileRole(t);
    await t.database.db.insert(answers).values({
      candidateId: me.id,
      questionIndex: 2,
      question: 'A work sample',
      html: '',
      hasText: false,
      sequence: 1,
      skipped: true,
    });
    const response = await upload(t, me.auth, 2, samplePdf());
    expectRefusal(response, 409, 'question-skipped');
    await nothingStored(me.id);
  });

  it('refuses a file whose question was skipped while it arrived (409), keeping the skip', async () => {
    const me = await fileRole(t);
    const arriving = await arrivingUpload(t, me.auth, 2);
    const skipped = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/answers/2/skip',
      headers: me.auth,
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expectRefusal(await arriving.finish(), 409, 'question-skipped');
    await nothingStored(me.id);
    const [row] = await t.database.db
      .select({ skipped: answers.skipped })
      .from(answers)
      .where(and(eq(answers.candidateId, me.id), eq(answers.questionIndex, 2)));
    expect(row?.skipped).toBe(true);
  });

  it('a skip that meets a file being saved waits for it, and is refused (409)', async () => {
    const me = await fileRole(t);
    let skip: ReturnType<typeof upload> | undefined;
    // Holds the candidate's row as a file save does, and stores the file while the skip arrives.
    await t.database.db.transaction(async (tx) => {
      await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.id, me.id))
        .for('update');
      skip = t.app.inject({
        method: 'POST',
        url: '/api/assessment/answers/2/skip',
        headers: me.auth,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.insert(answerFiles).values({
        candidateId: me.id,
        questionIndex: 2,
        storageKey: `candidates/${me.id}/answers/2-raced`,
        fileName: 'sample.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
      });
    });
    expectRefusal(await (skip as ReturnType<typeof upload>), 409, 'question-answered');
    const [row] = await t.database.db
      .select({ skipped: answers.skipped })
      .from(answers)
      .where(and(eq(answers.candidateId, me.id), eq(answers.questionIndex, 2)));
    expect(row?.skipped ?? false).toBe(false);
  });

  it('keeps a file saved or removed after the time limit, and marks the candidate over time', async () => {
    const overTime = async (id: string) =>
      (await t.database.db.select().from(candidates).where(eq(candidates.id, id)))[0]?.overTime;
    const lateBy = (id: string) =>
      t.database.db
        .update(candidates)
        .set({ startedAt: new Date(Date.now() - 25 * 60 * 1000), overTime: false })
        .where(eq(candidates.id, id));
    const me = await fileRole(t);
    await lateBy(me.id);
    expect((await upload(t, me.auth, 1, samplePdf())).statusCode).toBe(200);
    expect(await overTime(me.id)).toBe(true);

    await lateBy(me.id);
    const removed = await t.app.inject({ method: 'DELETE', url: fileUrl(1), headers: me.auth });
    expect(removed.statusCode).toBe(200);
    expect(await overTime(me.id)).toBe(true);
  });

  it('a store that fails to remove bytes no answer names leaves a done save or removal done', async () => {
    const me = await fileRole(t);
    expect((await upload(t, me.auth, 1, samplePdf(), 'first.pdf')).statusCode).toBe(200);
    const failing = vi
      .spyOn(LocalRecordingStore.prototype, 'removeFiles')
      .mockRejectedValue(new Error('store away'));
    try {
      const replaced = await upload(t, me.auth, 1, samplePdf(), 'second.pdf');
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json<SaveAnswerFileResponse>().file.name).toBe('second.pdf');
      const removed = await t.app.inject({ method: 'DELETE', url: fileUrl(1), headers: me.auth });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await storedKeys(t, me.id)).toEqual([]);

      // Submitted while the file arrived: the refusal is the answer, not the store's error.
      const arriving = await arrivingUpload(t, me.auth, 2);
      await t.database.db
        .update(candidates)
        .set({ completedAt: new Date() })
        .where(eq(candidates.id, me.id));
      expectRefusal(await arriving.finish(), 409, 'assessment-submitted');
      expect(failing).toHaveBeenCalled();
    } finally {
      failing.mockRestore();
    }
  });

  it('refuses a file, and its removal, once the assessment is submitted (409)', async () => {
    const me = await fileRole(t);
    expect((await upload(t, me.auth, 1, samplePdf())).statusCode).toBe(200);
    await t.database.db
      .update(candidates)
      .set({ completedAt: new Date(), step: 'complete' })
      .where(eq(candidates.id, me.id));
    expectRefusal(await upload(t, me.auth, 1, samplePng()), 409, 'assessment-submitted');
    const removal = await t.app.inject({ method: 'DELETE', url: fileUrl(1), headers: me.auth });
    expectRefusal(removal, 409, 'assessment-submitted');
    const [kept] = await t.database.db
      .select({ mimeType: answerFiles.mimeType })
      .from(answerFiles)
      .where(and(eq(answerFiles.candidateId, me.id), eq(answerFiles.questionIndex, 1)));
    expect(kept?.mimeType).toBe('application/pdf');
  });

  it('refuses an empty file (400) and a body that is not raw bytes (415)', async () => {
    const me = await fileRole(t);
    expectRefusal(await upload(t, me.auth, 1, Buffer.alloc(0)), 400, 'file-empty');
    const json = await t.app.inject({
      method: 'PUT',
      url: fileUrl(1),
      headers: me.auth,
      payload: { file: 'cv.pdf' },
    });
    expectRefusal(json, 415, 'unsupported-content-type');
    const typed = await upload(t, me.auth, 1, samplePdf(), 'cv.pdf', {
      'content-type': 'application/pdf',
    });
    expectRefusal(typed, 415, 'unsupported-content-type');
    await nothingStored(me.id);
  });

  it("asks for the candidate's secret first (401), and the team's for the download", async () => {
    const me = await fileRole(t);
    expectRefusal(await upload(t, {} as Auth, 1, samplePdf()), 401, 'session-invalid');
    expect((await upload(t, me.auth, 1, samplePdf())).statusCode).toBe(200);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${me.id}/answers/1/file`,
    });
    expect(download.statusCode).toBe(401);
  });
});

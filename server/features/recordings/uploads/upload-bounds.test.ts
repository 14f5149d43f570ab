import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEXTS } from '../../../../shared/texts';
import { recordings, tusUploads } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { registerTestCandidate } from '../../../test/test-candidates';
import { databaseAndStoreCases } from '../../../test/test-databases';
import { liveWebmBytes } from '../../../test/test-video';
import { sendUpload, startUpload } from '../../review/review-test-seed';
import { findRecordingByUpload } from '../recordings.repository';

const TUS = { 'tus-resumable': '1.0.0' };
const CASES = databaseAndStoreCases();

/**
 * What one candidate's secret can make the server keep: one upload at a time, and nothing once the
 * video is submitted (docs/architecture.md, "Uploads").
 */
describe.each(CASES)('the uploads one candidate can hold, on %s', (_name, kind, useS3) => {
  let s3: S3TestServer | undefined;
  let video: Buffer;

  beforeAll(async () => {
    s3 = useS3 ? await startS3TestServer() : undefined;
  });
  afterAll(async () => {
    await s3?.close();
  });
  const t = useTestApp(kind, () => (s3 ? { s3: s3.settings } : {}));
  beforeAll(async () => {
    video = await liveWebmBytes(2);
  });
  beforeEach(() => {
    // What earlier tests left on disk (the database's uploads went with the reset).
    if (useS3) return;
    const folder = path.join(t.dataDir, 'uploads');
    for (const name of fs.readdirSync(folder)) fs.rmSync(path.join(folder, name), { force: true });
  });

  const createUpload = (auth: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recordings/uploads',
      headers: {
        ...TUS,
        ...auth,
        'upload-defer-length': '1',
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });
  const patchChunk = (auth: Record<string, string>, id: string, offset: number, chunk: Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/recordings/uploads/${id}`,
      headers: {
        ...TUS,
        ...auth,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      payload: chunk,
    });
  const deleteUpload = (auth: Record<string, string>, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/recordings/uploads/${id}`,
      headers: { ...TUS, ...auth },
    });
  const submitVideo = (auth: Record<string, string>, uploadId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessment/video',
      headers: auth,
      payload: { uploadId, recordedMs: 2000, endToCompleteMs: 30 },
    });

  /** Every upload the store holds, whoever made it: files on disk, or rows in the database. */
  async function uploadsInStore(): Promise<string[]> {
    if (useS3) {
      const rows = await t.database.db.select({ id: tusUploads.id }).from(tusUploads);
      return rows.map((row) => row.id);
    }
    const folder = path.join(t.dataDir, 'uploads');
    return fs.readdirSync(folder).filter((name) => !name.endsWith('.json'));
  }
  const files = () => t.app.recordingProcessor.files;

  it('keeps one live upload of 40 created at once with one secret, and only it takes bytes', async () => {
    const candidate = await registerTestCandidate(t);
    const created = await Promise.all(
      Array.from({ length: 40 }, () => createUpload(candidate.auth)),
    );

    // Each creation replaces the one before (Record Again), or is refused when a newer one
    // replaced it while it was being made.
    const codes = created.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code !== 201 && code !== 409)).toEqual([]);
    for (const refused of created.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({
        result: false,
        status: 'A newer recording has replaced this one.',
        code: 'recording-replaced',
      });
    }
    const live = (await t.database.db.select().from(recordings)).filter(
      (row) => row.status !== 'discarded',
    );
    expect(live).toHaveLength(1);
    const liveId = live[0]?.uploadId as string;
    expect(await uploadsInStore()).toEqual([liveId]);

    const ids = created
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => String(answer.headers.location).split('/').pop() as string);
    expect(ids).toContain(liveId);
    const chunk = video.subarray(0, 64 * 1024);
    const patched = await Promise.all(ids.map((id) => patchChunk(candidate.auth, id, 0, chunk)));
    const taken = ids.filter((_id, index) => patched[index]?.statusCode === 204);
    expect(taken).toEqual([liveId]);
    for (const refused of patched.filter((answer) => answer.statusCode !== 204)) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        result: false,
        status: 'There is no such recording.',
        code: 'recording-missing',
      });
    }
    // What is stored for the candidate is the one upload's bytes.
    expect(await uploadsInStore()).toEqual([liveId]);
    expect((await files().uploads.getUpload(liveId)).offset).toBe(chunk.length);
  });

  it('lets Record Again replace an upload whose chunk is still arriving, and keeps the new one', async () => {
    const candidate = await registerTestCandidate(t);
    const first = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, first, video.subarray(0, 100_000), false);
    const second = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, second, video);
    await t.app.recordingProcessor.idle();

    expect((await findRecordingByUpload(t.database.db, first))?.status).toBe('discarded');
    expect((await findRecordingByUpload(t.database.db, second))?.status).toBe('processed');
    expect(await uploadsInStore()).toEqual([]);
    expect((await submitVideo(candidate.auth, second)).statusCode).toBe(200);
  });

  it('refuses tus POST, PATCH and DELETE once the video is submitted, and changes nothing', async () => {
    const candidate = await registerTestCandidate(t);
    const uploadId = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, uploadId, video);
    await t.app.recordingProcessor.idle();
    expect((await submitVideo(candidate.auth, uploadId)).statusCode).toBe(200);
    const before = await t.database.db.select().from(recordings);

    const answers = [
      await createUpload(candidate.auth),
      await patchChunk(candidate.auth, uploadId, video.length, Buffer.alloc(0)),
      await patchChunk(candidate.auth, uploadId, video.length, video.subarray(0, 1000)),
      await deleteUpload(candidate.auth, uploadId),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.headers['tus-resumable']).toBe('1.0.0');
      expect(answer.json()).toEqual({
        result: false,
        status: TEXTS.assessment.submitted,
        code: 'assessment-submitted',
      });
    }
    expect(await t.database.db.select().from(recordings)).toEqual(before);
    expect(await uploadsInStore()).toEqual([]);
  });

  // Last: it stops this app's processing, so that the submitted upload stays in the store.
  it('refuses a PATCH right after Submit though the last chunks were let through a moment ago', async () => {
    await t.app.recordingProcessor.stop();
    const candidate = await registerTestCandidate(t);
    const uploadId = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, uploadId, video);
    expect((await findRecordingByUpload(t.database.db, uploadId))?.status).toBe('uploaded');
    expect((await submitVideo(candidate.auth, uploadId)).statusCode).toBe(200);
    const before = await t.database.db.select().from(recordings);

    for (const chunk of [Buffer.alloc(0), video.subarray(0, 1000)]) {
      const late = await patchChunk(candidate.auth, uploadId, video.length, chunk);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        result: false,
        status: TEXTS.assessment.submitted,
        code: 'assessment-submitted',
      });
    }
    expect(await t.database.db.select().from(recordings)).toEqual(before);
    expect((await files().uploads.getUpload(uploadId)).offset).toBe(video.length);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SubmitRecordingResponse } from '../../../shared/recording.schema';
import { TEXTS } from '../../../shared/texts';
import { candidateSessions, recordings } from '../../db/schema';
import type { ApiFailure, AssessmentStateBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { sessionCutoff } from '../candidates/candidate-session';
import { testDatabaseKinds } from '../../test/test-databases';
import { writeLiveWebm } from '../../test/test-video';
import { locateFfmpeg, probeDurationMs, type FfmpegTools } from './processing/ffmpeg';
import { findRecordingByUpload, type RecordingRow } from './recordings.repository';

const TUS = { 'tus-resumable': '1.0.0' };

/** A real 3-second WebM as a browser's MediaRecorder makes it. */
async function recordedWebm(tools: FfmpegTools): Promise<Buffer> {
  return fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 3));
}

describe.each(testDatabaseKinds())('recording upload and submit on %s', (kind) => {
  let tools: FfmpegTools;
  let video: Buffer;

  const t = useTestApp(kind);
  beforeAll(async () => {
    tools = (await locateFfmpeg()) as FfmpegTools;
    video = await recordedWebm(tools);
  });

  const createUpload = (headers: Record<string, string>, filetype = 'video/webm;codecs=vp8,opus') =>
    t.app.inject({
      method: 'POST',
      url: '/api/recordings/uploads',
      headers: {
        ...TUS,
        ...headers,
        'upload-defer-length': '1',
        'upload-metadata': `filetype ${Buffer.from(filetype).toString('base64')}`,
      },
    });
  const submitVideo = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/assessment/video', headers, payload });
  const uploadIdOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers.location).split('/').pop() as string;

  const patchChunk = (
    headers: Record<string, string>,
    uploadId: string,
    offset: number,
    chunk: Buffer,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/recordings/uploads/${uploadId}`,
      headers: {
        ...TUS,
        ...headers,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      payload: chunk,
    });

  /** Sends the body in 64 KiB PATCHes as the browser does, the last one with the final length. */
  async function sendAll(headers: Record<string, string>, uploadId: string, body: Buffer) {
    const step = 64 * 1024;
    let last;
    for (let offset = 0; offset < body.length; offset += step) {
      const chunk = body.subarray(offset, offset + step);
      const final = offset + step >= body.length;
      const length: Record<string, string> = final ? { 'upload-length': String(body.length) } : {};
      last = await patchChunk({ ...headers, ...length }, uploadId, offset, chunk);
      if (last.statusCode !== 204) return last;
    }
    return last;
  }

  it('streams a recording, makes it seekable with a poster, and keeps its timings on submit', async () => {
    const candidate = await registerTestCandidate(t);
    const created = await createUpload(candidate.auth);
    expect(created.statusCode).toBe(201);
    const uploadId = uploadIdOf(created);
    expect((await sendAll(candidate.auth, uploadId, video))?.statusCode).toBe(204);

    await t.app.recordingProcessor.idle();
    const row = await findRecordingByUpload(t.database.db, uploadId);
    expect(row?.status).toBe('processed');
    expect(row?.sizeBytes).toBe(video.length);
    expect(Math.abs((row?.durationMs ?? 0) - 3000)).toBeLessThan(500);
    const stored = path.join(t.dataDir, row?.storageKey as string);
    expect(Math.abs((await probeDurationMs(tools, stored)) - 3000)).toBeLessThan(500);
    expect(fs.statSync(path.join(t.dataDir, row?.posterKey as string)).size).toBeGreaterThan(500);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', uploadId))).toBe(false);

    const submitted = await submitVideo(candidate.auth, {
      uploadId,
      recordedMs: 3000,
      endToCompleteMs: 42,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<SubmitRecordingResponse>().progress).toMatchObject({
      step: 'complete',
      videoCompleted: true,
    });
    const state = (
      await t.app.inject({ method: 'GET', url: '/api/assessment', headers: candidate.auth })
    ).json<AssessmentStateBody>();
    expect(state.data.progress).toMatchObject({ step: 'complete', videoCompleted: true });
    expect(state.data.progress.completedAt).not.toBeNull();
    const after = await findRecordingByUpload(t.database.db, uploadId);
    expect(after).toMatchObject({ recordedMs: 3000, endToCompleteMs: 42 });

    const another = await createUpload(candidate.auth);
    expect(another.statusCode).toBe(409);

    // A retry whose answer was lost: the same answer, and the timings of the first submit stay.
    const retried = await submitVideo(candidate.auth, {
      uploadId,
      recordedMs: 9999,
      endToCompleteMs: 9999,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<SubmitRecordingResponse>().progress).toMatchObject({
      step: 'complete',
      videoCompleted: true,
    });
    expect(await findRecordingByUpload(t.database.db, uploadId)).toMatchObject({
      recordedMs: 3000,
      endToCompleteMs: 42,
    });
  });

  it('refuses to submit another recording once the video is submitted, and changes nothing', async () => {
    const candidate = await registerTestCandidate(t);
    const uploadId = uploadIdOf(await createUpload(candidate.auth));
    await sendAll(candidate.auth, uploadId, video);
    await t.app.recordingProcessor.idle();
    const payload = { uploadId, recordedMs: 3000, endToCompleteMs: 42 };
    expect((await submitVideo(candidate.auth, payload)).statusCode).toBe(200);

    // No second live recording can be made beside a submitted one (the database refuses it): the
    // submitted one is set aside and another, with a video file, written in its place by hand, to
    // test the refusal on its own.
    const submitted = (await findRecordingByUpload(t.database.db, uploadId)) as RecordingRow;
    await t.database.db
      .update(recordings)
      .set({ status: 'discarded' })
      .where(eq(recordings.uploadId, uploadId));
    const anotherTake = 'a'.repeat(32);
    await t.database.db.insert(recordings).values({
      ...submitted,
      id: undefined,
      uploadId: anotherTake,
      submittedAt: null,
      recordedMs: null,
      endToCompleteMs: null,
    });
    const before = await findRecordingByUpload(t.database.db, anotherTake);

    const refused = await submitVideo(candidate.auth, { ...payload, uploadId: anotherTake });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      result: false,
      status: 'Your video introduction is already submitted.',
      code: 'video-submitted',
    });
    expect(await findRecordingByUpload(t.database.db, anotherTake)).toEqual(before);
  });

  it('refuses uploads without a candidate secret, and types that are not video', async () => {
    const candidate = await registerTestCandidate(t);
    expect((await createUpload({})).statusCode).toBe(401);
    expect(
      (await createUpload({ authorization: 'Bearer not-a-real-secret-value' })).statusCode,
    ).toBe(401);
    const wrongType = await createUpload(candidate.auth, 'text/plain');
    expect(wrongType.statusCode).toBe(415);
    expect(JSON.parse(wrongType.body)).toEqual({
      result: false,
      status: 'Only WebM or MP4 video can be uploaded.',
      code: 'video-type-refused',
    });
    expect(await t.database.db.select().from(recordings)).toEqual([]);
  });

  it('refuses a finished upload that is not really a video', async () => {
    const candidate = await registerTestCandidate(t);
    const uploadId = uploadIdOf(await createUpload(candidate.auth));
    const response = await sendAll(
      candidate.auth,
      uploadId,
      Buffer.from('#!/bin/sh\necho this is no video\n'),
    );
    expect(response?.statusCode).toBe(415);
    const submit = await submitVideo(candidate.auth, {
      uploadId,
      recordedMs: 1000,
      endToCompleteMs: 1,
    });
    expect(submit.statusCode).toBe(415);
  });

  it("never lets one candidate touch another's upload", async () => {
    const owner = await registerTestCandidate(t, 'owner@test.example');
    const other = await registerTestCandidate(t, 'other@test.example');
    const uploadId = uploadIdOf(await createUpload(owner.auth));
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/recordings/uploads/${uploadId}`,
      headers: { ...TUS, ...other.auth },
    });
    expect(head.statusCode).toBe(404);
    expect((await sendAll(other.auth, uploadId, video))?.statusCode).toBe(404);
    const submit = await submitVideo(other.auth, { uploadId, recordedMs: 1, endToCompleteMs: 1 });
    expect(submit.statusCode).toBe(404);
  });

  it('Record Again discards the earlier upload and its data', async () => {
    const candidate = await registerTestCandidate(t);
    const first = uploadIdOf(await createUpload(candidate.auth));
    await sendAll(candidate.auth, first, video.subarray(0, 100_000));
    const second = uploadIdOf(await createUpload(candidate.auth));
    const rows = await t.database.db.select().from(recordings);
    expect(rows.find((row) => row.uploadId === first)?.status).toBe('discarded');
    expect(rows.find((row) => row.uploadId === second)?.status).toBe('uploading');
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', first))).toBe(false);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/recordings/uploads/${first}`,
      headers: { ...TUS, ...candidate.auth },
    });
    expect(head.statusCode).toBe(404);
    // Its chunks were let through a moment ago; the next one is refused all the same.
    const late = await patchChunk(candidate.auth, first, 100_000, video.subarray(100_000, 110_000));
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({
      result: false,
      status: 'There is no such recording.',
      code: 'recording-missing',
    });
  });

  it('refuses the next chunk once the session has expired, however recent the last one', async () => {
    const candidate = await registerTestCandidate(t);
    const uploadId = uploadIdOf(await createUpload(candidate.auth));
    // The session has a minute left when the first chunk is admitted (room for a slow machine)...
    const expiresAt = Date.now() + 60_000;
    await t.database.db
      .update(candidateSessions)
      .set({ createdAt: sessionCutoff(new Date(expiresAt)) });
    expect(
      (await patchChunk(candidate.auth, uploadId, 0, video.subarray(0, 10_000))).statusCode,
    ).toBe(204);
    // ...and the next one comes a millisecond after it ended: the server's clock (only `Date`;
    // timers and the database's I/O keep real time) is moved there instead of waiting.
    vi.useFakeTimers({ toFake: ['Date'], now: expiresAt + 1 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const next = await patchChunk(candidate.auth, uploadId, 10_000, video.subarray(10_000, 20_000));
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({
      result: false,
      status: TEXTS.assessment.sessionInvalid,
      code: 'session-invalid',
    });
  });

  it('Record Again after a finished, processed recording removes its video and poster too', async () => {
    const candidate = await registerTestCandidate(t);
    const first = uploadIdOf(await createUpload(candidate.auth));
    await sendAll(candidate.auth, first, video);
    await t.app.recordingProcessor.idle();
    const processed = await findRecordingByUpload(t.database.db, first);
    expect(processed?.status).toBe('processed');
    const keptFiles = [processed?.storageKey, processed?.posterKey].map((key) =>
      path.join(t.dataDir, key as string),
    );
    expect(keptFiles.every((file) => fs.existsSync(file))).toBe(true);

    uploadIdOf(await createUpload(candidate.auth));
    expect(keptFiles.some((file) => fs.existsSync(file))).toBe(false);
  });

  it('refuses to submit a recording that is still uploading', async () => {
    const candidate = await registerTestCandidate(t);
    const uploadId = uploadIdOf(await createUpload(candidate.auth));
    const submit = await submitVideo(candidate.auth, {
      uploadId,
      recordedMs: 1000,
      endToCompleteMs: 1,
    });
    expect(submit.statusCode).toBe(409);
    expect(submit.json<ApiFailure>().status).toBe(
      'The recording is still uploading. Please wait a moment.',
    );
  });

  const deleteUpload = (headers: Record<string, string>, uploadId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/recordings/uploads/${uploadId}`,
      headers: { ...TUS, ...headers },
    });

  it('refuses tus DELETE of a finished or submitted upload, and Submit still works after it', async () => {
    const candidate = await registerTestCandidate(t);
    const uploadId = uploadIdOf(await createUpload(candidate.auth));
    await sendAll(candidate.auth, uploadId, video);
    await t.app.recordingProcessor.idle();
    const processed = await findRecordingByUpload(t.database.db, uploadId);
    expect(processed?.status).toBe('processed');

    const refused = await deleteUpload(candidate.auth, uploadId);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['tus-resumable']).toBe('1.0.0');
    expect(JSON.parse(refused.body)).toEqual({
      result: false,
      status: 'This recording has finished uploading and can no longer be deleted.',
      code: 'recording-finished',
    });
    expect(await findRecordingByUpload(t.database.db, uploadId)).toEqual(processed);
    expect(fs.existsSync(path.join(t.dataDir, processed?.storageKey as string))).toBe(true);

    const submit = await submitVideo(candidate.auth, {
      uploadId,
      recordedMs: 3000,
      endToCompleteMs: 1,
    });
    expect(submit.statusCode).toBe(200);
    const afterSubmit = await deleteUpload(candidate.auth, uploadId);
    expect(afterSubmit.statusCode).toBe(409);
    expect(afterSubmit.json()).toMatchObject({ code: 'assessment-submitted' });
    expect(afterSubmit.headers['tus-resumable']).toBe('1.0.0');
    expect(fs.existsSync(path.join(t.dataDir, processed?.storageKey as string))).toBe(true);
  });

  it("lets a candidate discard their own unfinished upload, never another's", async () => {
    const owner = await registerTestCandidate(t, 'owner@test.example');
    const other = await registerTestCandidate(t, 'other@test.example');
    const uploadId = uploadIdOf(await createUpload(owner.auth));
    const partial = await patchChunk(owner.auth, uploadId, 0, video.subarray(0, 100_000));
    expect(partial.statusCode).toBe(204);
    expect((await findRecordingByUpload(t.database.db, uploadId))?.status).toBe('uploading');

    // The owner's chunk was let through a moment ago; another candidate's is not.
    const intruding = await patchChunk(
      other.auth,
      uploadId,
      100_000,
      video.subarray(100_000, 110_000),
    );
    expect(intruding.statusCode).toBe(404);
    expect(intruding.json()).toEqual({
      result: false,
      status: 'There is no such recording.',
      code: 'recording-missing',
    });
    const foreign = await deleteUpload(other.auth, uploadId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['tus-resumable']).toBe('1.0.0');
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', uploadId))).toBe(true);

    expect((await deleteUpload(owner.auth, uploadId)).statusCode).toBe(204);
    expect((await findRecordingByUpload(t.database.db, uploadId))?.status).toBe('discarded');
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', uploadId))).toBe(false);
    // Gone for good: deleting it again finds nothing (not "finished uploading"), and its next
    // chunk is refused though the one before was let through a moment ago.
    const again = await deleteUpload(owner.auth, uploadId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      result: false,
      status: 'There is no such recording.',
      code: 'recording-missing',
    });
    const more = await patchChunk(owner.auth, uploadId, 100_000, video.subarray(100_000, 110_000));
    expect(more.statusCode).toBe(404);
    expect(more.json()).toEqual({
      result: false,
      status: 'There is no such recording.',
      code: 'recording-missing',
    });
    const submit = await submitVideo(owner.auth, {
      uploadId,
      recordedMs: 1000,
      endToCompleteMs: 1,
    });
    expect(submit.statusCode).toBe(404);
  });

  it('answers 409 and changes nothing when the recording file is gone at submit', async () => {
    const candidate = await registerTestCandidate(t);
    const uploadId = uploadIdOf(await createUpload(candidate.auth));
    await sendAll(candidate.auth, uploadId, video);
    await t.app.recordingProcessor.idle();
    const processed = await findRecordingByUpload(t.database.db, uploadId);
    fs.rmSync(path.join(t.dataDir, processed?.storageKey as string));

    const submit = await submitVideo(candidate.auth, {
      uploadId,
      recordedMs: 3000,
      endToCompleteMs: 1,
    });
    expect(submit.statusCode).toBe(409);
    expect(submit.json<ApiFailure>()).toEqual({
      result: false,
      status: 'The video of this recording is missing. Please record it again.',
      code: 'recording-video-missing',
    });
    expect(await findRecordingByUpload(t.database.db, uploadId)).toEqual(processed);
    const state = (
      await t.app.inject({ method: 'GET', url: '/api/assessment', headers: candidate.auth })
    ).json<AssessmentStateBody>();
    expect(state.data.progress.videoCompleted).toBe(false);
    // The candidate can still record again.
    expect((await createUpload(candidate.auth)).statusCode).toBe(201);
  });

  it('answers no CORS headers on the upload routes, whatever the Origin', async () => {
    const candidate = await registerTestCandidate(t);
    const evil = { origin: 'https://evil.example' };
    const created = await createUpload({ ...candidate.auth, ...evil });
    expect(created.statusCode).toBe(201);
    const uploadId = uploadIdOf(created);
    const answers = [
      created,
      await t.app.inject({
        method: 'OPTIONS',
        url: '/api/recordings/uploads',
        headers: {
          ...evil,
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': 'authorization, tus-resumable',
        },
      }),
      await t.app.inject({
        method: 'OPTIONS',
        url: `/api/recordings/uploads/${uploadId}`,
        headers: { ...evil, 'access-control-request-method': 'PATCH' },
      }),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/recordings/uploads/${uploadId}`,
        headers: {
          ...TUS,
          ...candidate.auth,
          ...evil,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': '0',
        },
        payload: video.subarray(0, 1000),
      }),
      await t.app.inject({
        method: 'HEAD',
        url: `/api/recordings/uploads/${uploadId}`,
        headers: { ...TUS, ...candidate.auth, ...evil },
      }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/recordings/uploads/${uploadId}`,
        headers: { ...TUS, ...evil },
      }),
      await createUpload(evil),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 204, 204, 204, 200, 401, 401]);
    for (const answer of answers) {
      expect(answer.headers['tus-resumable']).toBe('1.0.0');
      expect(
        Object.keys(answer.headers).filter((name) => name.startsWith('access-control-')),
      ).toEqual([]);
    }
  });
});

import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../shared/roles.schema';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { writeLiveWebm } from '../../../test/test-video';
import {
  listRoles,
  seedCandidate,
  sendUpload,
  startUpload,
  submitRecording,
  type SeededCandidate,
} from '../../review/review-test-seed';
import { locateFfmpeg, type FfmpegTools } from '../processing/ffmpeg';
import { STORAGE_RETRY_AFTER_SECONDS } from './storage-availability';

const TUS = { 'tus-resumable': '1.0.0' };

/**
 * The bucket away (docs/deploying.md, "The reverse proxy"): only the calls that need it answer 503
 * `storage-unavailable` with `Retry-After`, which the recorder and the proxy take as passing;
 * candidates go on answering and recording, reviewers go on reading.
 */
describe.each(testDatabaseKinds())('requests while the recording store is away on %s', (kind) => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => {
    await s3.close();
  });
  const t = useTestApp(kind, () => ({ s3: s3.settings }));

  let video: Buffer;
  /** Submitted and processed: the reviewer plays it. */
  let reviewed: SeededCandidate;
  /** A processed take not yet submitted: Record Again removes its files from the bucket. */
  let retaking: SeededCandidate & { uploadId: string };
  /** A processed take, submitted while the store is away. */
  let submitting: SeededCandidate & { uploadId: string };
  /** Still answering questions. */
  let answering: SeededCandidate;

  beforeAll(async () => {
    const tools = (await locateFfmpeg()) as FfmpegTools;
    video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 2));
  });
  // Each test starts on an empty database (useTestApp).
  beforeEach(async () => {
    const role = (await listRoles(t))[0] as Role;
    reviewed = await seedCandidate(t, { role, name: 'Reviewed', email: 'reviewed@test.example' });
    await submitRecording(t, reviewed.auth, video);
    const taking = await seedCandidate(t, { role, name: 'Taking', email: 'taking@test.example' });
    const uploadId = await startUpload(t, taking.auth);
    await sendUpload(t, taking.auth, uploadId, video);
    await t.app.recordingProcessor.idle();
    retaking = { ...taking, uploadId };
    const ready = await seedCandidate(t, { role, name: 'Ready', email: 'ready@test.example' });
    const readyUpload = await startUpload(t, ready.auth);
    await sendUpload(t, ready.auth, readyUpload, video);
    await t.app.recordingProcessor.idle();
    submitting = { ...ready, uploadId: readyUpload };
    answering = await seedCandidate(t, { role, name: 'Answering', email: 'answer@test.example' });
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers = t.admin, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const recordAgain = (auth: { authorization: string }) =>
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

  function expectPassingRefusal(response: Awaited<ReturnType<typeof call>>) {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(response.json()).toMatchObject({ result: false, code: 'storage-unavailable' });
    expect(response.json<{ status: string }>().status).toMatch(/storage is not answering/);
  }

  it('refuses only the video, the poster and Record Again with 503 and Retry-After, and serves again once it is back', async () => {
    await s3.stop();
    try {
      expectPassingRefusal(await call('GET', `/api/admin/candidates/${reviewed.id}/video`));
      expectPassingRefusal(await call('GET', `/api/admin/candidates/${reviewed.id}/poster`));
      expectPassingRefusal(await recordAgain(retaking.auth));

      // Everything else goes on: reviewers read, candidates answer, submit a take processed
      // before, and stream a new recording (its bytes wait in the database until processed).
      expect((await call('GET', '/api/admin/candidates')).statusCode).toBe(200);
      expect((await call('GET', `/api/admin/candidates/${reviewed.id}`)).statusCode).toBe(200);
      expect((await call('GET', '/api/assessment', answering.auth)).statusCode).toBe(200);
      const submit = { uploadId: submitting.uploadId, recordedMs: 2000, endToCompleteMs: 40 };
      const submitted = await call('POST', '/api/assessment/video', submitting.auth, submit);
      expect(submitted.statusCode, submitted.body).toBe(200);
      const answer = { answer: '<p>During the outage</p>', sequence: 1 };
      const saved = await call('PUT', '/api/assessment/answers/0', answering.auth, answer);
      expect(saved.statusCode, saved.body).toBe(200);
      const created = await recordAgain(answering.auth);
      expect(created.statusCode, created.body).toBe(201);
      const uploadId = String(created.headers.location).split('/').pop() as string;
      await sendUpload(t, answering.auth, uploadId, video.subarray(0, 100_000), false);
    } finally {
      await s3.restart();
    }
    expect((await call('GET', `/api/admin/candidates/${reviewed.id}/video`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/candidates/${reviewed.id}/poster`)).statusCode).toBe(200);
    expect((await recordAgain(retaking.auth)).statusCode).toBe(201);
  });
});

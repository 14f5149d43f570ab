import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { writeLiveWebm } from '../../test/test-video';
import { locateFfmpeg, type FfmpegTools } from './ffmpeg';
import { findRecordingByUpload } from './recordings.repository';

/**
 * A server killed after tus stored an upload's length but before its last bytes arrived: the
 * browser (tus-js-client) resumes the last piece with `Upload-Length` again. That PATCH answered
 * 400 and the recording never completed (found by the SIGKILL fault test).
 */
describe.each(testDatabaseKinds())('resuming the last piece of an upload on %s', (kind) => {
  let t: TestApp;
  let video: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const tools = (await locateFfmpeg()) as FfmpegTools;
    video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 2));
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const TUS = { 'tus-resumable': '1.0.0' };
  const patch = (
    headers: Record<string, string>,
    id: string,
    offset: number,
    body: Buffer,
    length?: number,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/recordings/uploads/${id}`,
      headers: {
        ...TUS,
        ...headers,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        ...(length === undefined ? {} : { 'upload-length': String(length) }),
      },
      payload: body,
    });

  it('accepts the same Upload-Length again and finishes the recording', async () => {
    const candidate = await registerTestCandidate(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/recordings/uploads',
      headers: {
        ...TUS,
        ...candidate.auth,
        'upload-defer-length': '1',
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });
    const id = String(created.headers.location).split('/').pop() as string;
    const half = Math.floor(video.length / 2);
    // The last piece declares the length, but only part of it arrives before the "kill".
    const cut = await patch(candidate.auth, id, 0, video.subarray(0, half), video.length);
    expect(cut.statusCode).toBe(204);
    expect(cut.headers['upload-offset']).toBe(String(half));

    const resumed = await patch(candidate.auth, id, half, video.subarray(half), video.length);
    expect(resumed.statusCode).toBe(204);
    expect(resumed.headers['upload-offset']).toBe(String(video.length));
    await t.app.recordingProcessor.idle();
    expect((await findRecordingByUpload(t.database.db, id))?.status).toBe('processed');

    // A different length is still refused.
    const other = await patch(candidate.auth, id, video.length, Buffer.alloc(0), video.length + 5);
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
  });
});

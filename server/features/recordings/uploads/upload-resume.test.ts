import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../test/api-bodies';
import { useTestApp } from '../../../test/test-app';
import { registerTestCandidate } from '../../../test/test-candidates';
import { testDatabaseKinds } from '../../../test/test-databases';
import { writeLiveWebm } from '../../../test/test-video';
import { locateFfmpeg, type FfmpegTools } from '../processing/ffmpeg';
import { sendUpload, startUpload } from '../../review/review-test-seed';
import { findRecordingByUpload } from '../recordings.repository';

/**
 * A server killed after tus stored an upload's length but before its last bytes arrived: the
 * browser (tus-js-client) resumes the last piece with `Upload-Length` again. That PATCH answered
 * 400 and the recording never completed (found by the SIGKILL fault test).
 */
describe.each(testDatabaseKinds())('resuming the last piece of an upload on %s', (kind) => {
  let video: Buffer;
  const t = useTestApp(kind);
  beforeAll(async () => {
    const tools = (await locateFfmpeg()) as FfmpegTools;
    video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 2));
  });

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

  const head = (headers: Record<string, string>, id: string) =>
    t.app.inject({
      method: 'HEAD',
      url: `/api/recordings/uploads/${id}`,
      headers: { ...TUS, ...headers },
    });

  it('accepts the same Upload-Length again and finishes the recording', async () => {
    const candidate = await registerTestCandidate(t);
    const id = await startUpload(t, candidate.auth);
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

  it('still answers a processed upload as complete, to its own candidate only', async () => {
    const candidate = await registerTestCandidate(t);
    const other = await registerTestCandidate(t, 'other@test.example');
    const id = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, id, video);
    await t.app.recordingProcessor.idle();
    expect((await findRecordingByUpload(t.database.db, id))?.status).toBe('processed');
    const upload = path.join(t.dataDir, 'uploads', id);
    expect(fs.existsSync(upload)).toBe(false);

    // The answer to the last piece was lost: the browser asks where the upload stands.
    const asked = await head(candidate.auth, id);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['upload-offset']).toBe(String(video.length));
    expect(asked.headers['upload-length']).toBe(String(video.length));
    expect(asked.headers['tus-resumable']).toBe('1.0.0');
    // A kill between removing the data and its `.json` leaves the `.json` behind.
    fs.writeFileSync(`${upload}.json`, JSON.stringify({ id, size: video.length, offset: 0 }));
    expect((await head(candidate.auth, id)).headers['upload-offset']).toBe(String(video.length));
    fs.rmSync(`${upload}.json`);

    // The last piece sent again with nothing left: done; from an earlier offset: a conflict.
    const again = await patch(candidate.auth, id, video.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(204);
    expect(again.headers['upload-offset']).toBe(String(video.length));
    const earlier = await patch(candidate.auth, id, 0, video.subarray(0, 100));
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json<ApiFailure>()).toEqual({
      result: false,
      status: expect.any(String) as string,
      code: expect.any(String) as string,
    });

    // Nobody else learns anything of it, and the recording is untouched.
    expect((await head(other.auth, id)).statusCode).toBe(404);
    expect((await head({}, id)).statusCode).toBe(401);
    expect((await findRecordingByUpload(t.database.db, id))?.status).toBe('processed');
  });

  it('answers a processed upload as complete when its files go while the HEAD is answered', async () => {
    const candidate = await registerTestCandidate(t);
    const id = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, id, video);
    await t.app.recordingProcessor.idle();
    // Processing removes the files without tus's lock: the HEAD's first look found the data,
    // tus's read a moment later finds nothing. This is what each of the two sees.
    const upload = path.join(t.dataDir, 'uploads', id);
    fs.writeFileSync(upload, video.subarray(0, 100));
    try {
      const asked = await head(candidate.auth, id);
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['upload-offset']).toBe(String(video.length));
      expect(asked.headers['upload-length']).toBe(String(video.length));
      // Not for anyone else's upload.
      const other = await registerTestCandidate(t, 'other@test.example');
      expect((await head(other.auth, id)).statusCode).toBe(404);
    } finally {
      fs.rmSync(upload, { force: true });
    }
  });

  it('answers a discarded upload as gone, so Record Again never resumes it', async () => {
    const candidate = await registerTestCandidate(t);
    const first = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, first, video);
    await t.app.recordingProcessor.idle();
    await startUpload(t, candidate.auth);
    expect((await findRecordingByUpload(t.database.db, first))?.status).toBe('discarded');
    expect((await head(candidate.auth, first)).statusCode).toBe(404);
  });
});

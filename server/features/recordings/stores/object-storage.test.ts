import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../shared/roles.schema';
import { useTestApp } from '../../../test/test-app';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { testDatabaseKinds } from '../../../test/test-databases';
import { writeLiveWebm } from '../../../test/test-video';
import { listRoles, seedCandidate, submitRecording } from '../../review/review-test-seed';
import { locateFfmpeg, type FfmpegTools } from '../processing/ffmpeg';
import { findRecordingByUpload } from '../recordings.repository';
import { S3RecordingStore } from './s3-recording-store';

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each(testDatabaseKinds())('recordings kept in S3-compatible storage on %s', (kind) => {
  let s3: S3TestServer;
  /** The bucket as another instance (or an operator) sees it. */
  let bucket: S3RecordingStore;
  let video: Buffer;
  let role: Role;

  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => {
    await s3.close();
  });
  const t = useTestApp(kind, () => ({ s3: s3.settings }));
  beforeAll(async () => {
    bucket = new S3RecordingStore(s3.settings, t.database.db);
    const tools = (await locateFfmpeg()) as FfmpegTools;
    video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 3));
  });
  beforeEach(async () => {
    role = (await listRoles(t))[0] as Role;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...t.admin, ...headers } });

  async function candidateWithVideo(email: string) {
    const candidate = await seedCandidate(t, { role, name: 'Stored Candidate', email });
    const uploadId = await submitRecording(t, candidate.auth, video);
    const row = await findRecordingByUpload(t.database.db, uploadId);
    return { candidate, uploadId, row };
  }

  it('processes a streamed recording in the bucket and serves it to a reviewer with Range', async () => {
    const { candidate, uploadId, row } = await candidateWithVideo('stored@test.example');
    expect(row?.status).toBe('processed');
    expect(await bucket.holdsUpload(uploadId)).toBe(false);
    const stored = await readAll(await bucket.readFile(row?.storageKey as string));
    expect(stored.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect((await bucket.statFile(row?.posterKey as string))?.size).toBeGreaterThan(500);

    const url = `/api/admin/candidates/${candidate.id}/video`;
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.equals(stored)).toBe(true);
    const part = await get(url, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${stored.length}`);
    expect(part.rawPayload.equals(stored.subarray(100, 1100))).toBe(true);
    const beyond = await get(url, { range: `bytes=${stored.length}-` });
    expect(beyond.statusCode).toBe(416);
    const poster = await get(`/api/admin/candidates/${candidate.id}/poster`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });

  it('answers a browser that asks again after processing as for a complete upload', async () => {
    const { candidate, uploadId } = await candidateWithVideo('again@test.example');
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/recordings/uploads/${uploadId}`,
      headers: { 'tus-resumable': '1.0.0', ...candidate.auth },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(video.length));
  });

  it('will not start on a bucket that is not there, and says so', async () => {
    const missing = new S3RecordingStore({ ...s3.settings, bucket: 'missing' }, t.database.db);
    await expect(missing.open()).rejects.toThrow(
      'The S3 bucket "missing" cannot be used: there is no such bucket at this endpoint',
    );
  });

  it("deletes a candidate's objects from the bucket and leaves everyone else's", async () => {
    const gone = await candidateWithVideo('gone@test.example');
    const kept = await candidateWithVideo('kept@test.example');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${gone.candidate.id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await bucket.statFile(gone.row?.storageKey as string)).toBeNull();
    expect(await bucket.statFile(gone.row?.posterKey as string)).toBeNull();
    expect(await bucket.statFile(kept.row?.storageKey as string)).not.toBeNull();
    expect(await bucket.statFile(kept.row?.posterKey as string)).not.toBeNull();
  });
});

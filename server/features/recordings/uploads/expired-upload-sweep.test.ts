import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, recordings } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { registerTestCandidate } from '../../../test/test-candidates';
import { databaseAndStoreCases } from '../../../test/test-databases';
import { liveWebmBytes } from '../../../test/test-video';
import { sendUpload, startUpload } from '../../review/review-test-seed';
import { ExpiredUploadSweep, sweepExpiredUploads, UPLOAD_EXPIRY_MS } from './expired-upload-sweep';
import { LocalRecordingStore } from '../stores/local-recording-store';
import type { RecordingStore } from '../stores/recording-store';
import { findRecordingByUpload } from '../recordings.repository';
import { S3RecordingStore } from '../stores/s3-recording-store';

const HOUR_MS = 60 * 60 * 1000;
const CASES = databaseAndStoreCases();

describe.each(CASES)('removing abandoned uploads on %s', (_name, kind, useS3) => {
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

  const files = () => t.app.recordingProcessor.files;
  /** The same storage as another instance of the app sees it. */
  const otherInstanceFiles = (): RecordingStore =>
    s3 ? new S3RecordingStore(s3.settings, t.database.db) : new LocalRecordingStore(t.dataDir);
  const recordingOf = (uploadId: string) => findRecordingByUpload(t.database.db, uploadId);
  /** The recording row started `hours` ago, as the database's clock tells it. */
  const startedHoursAgo = (uploadId: string, hours: number) =>
    t.database.db
      .update(recordings)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(recordings.uploadId, uploadId));
  /** An upload in the store that no recording points at, created `hours` ago. */
  async function uploadWithoutRecording(hours: number, bytes: Buffer, finished: boolean) {
    const id = randomUUID().replaceAll('-', '');
    const creation_date = new Date(Date.now() - hours * HOUR_MS).toISOString();
    await files().uploads.create(new Upload({ id, offset: 0, creation_date }));
    if (finished) await files().uploads.declareUploadLength(id, bytes.length);
    await files().uploads.write(Readable.from([bytes]), id, 0);
    return id;
  }
  const patchChunk = (auth: Record<string, string>, id: string, chunk: Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/recordings/uploads/${id}`,
      headers: {
        'tus-resumable': '1.0.0',
        ...auth,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      payload: chunk,
    });

  it('removes unfinished uploads older than a day with their recordings, and keeps young and finished ones', async () => {
    const gone = await registerTestCandidate(t, 'gone@test.example');
    const abandoned = await startUpload(t, gone.auth);
    await sendUpload(t, gone.auth, abandoned, video.subarray(0, 10_000), false);
    await startedHoursAgo(abandoned, 25);

    const recording = await registerTestCandidate(t, 'recording@test.example');
    const young = await startUpload(t, recording.auth);
    await sendUpload(t, recording.auth, young, video.subarray(0, 10_000), false);
    await startedHoursAgo(young, 23);

    const done = await registerTestCandidate(t, 'done@test.example');
    const finished = await startUpload(t, done.auth);
    await sendUpload(t, done.auth, finished, video);
    await t.app.recordingProcessor.idle();
    await startedHoursAgo(finished, 48);
    const processed = await recordingOf(finished);

    const orphan = await uploadWithoutRecording(25, randomBytes(5_000), false);
    const waiting = await uploadWithoutRecording(25, randomBytes(5_000), true);

    // Two instances sweeping at the same moment.
    const createdBefore = new Date(Date.now() - UPLOAD_EXPIRY_MS);
    await Promise.all([
      sweepExpiredUploads(t.database.db, files(), createdBefore),
      sweepExpiredUploads(t.database.db, otherInstanceFiles(), createdBefore),
    ]);

    expect((await recordingOf(abandoned))?.status).toBe('discarded');
    expect(await files().holdsUpload(abandoned)).toBe(false);
    expect(await files().holdsUpload(orphan)).toBe(false);
    expect((await recordingOf(young))?.status).toBe('uploading');
    expect((await files().uploads.getUpload(young)).offset).toBe(10_000);
    expect(await recordingOf(finished)).toEqual(processed);
    expect(await files().statFile(processed?.storageKey as string)).not.toBeNull();
    expect((await files().uploads.getUpload(waiting)).offset).toBe(5_000);

    // The candidate whose upload went has no video in progress, and can record again.
    const [goneRow] = await t.database.db
      .select({ videoStatus: candidates.videoStatus })
      .from(candidates)
      .where(eq(candidates.email, 'gone@test.example'));
    expect(goneRow?.videoStatus).toBeNull();
    const late = await patchChunk(gone.auth, abandoned, video.subarray(0, 1000));
    expect(late.statusCode).toBe(404);
    const again = await startUpload(t, gone.auth);
    expect((await patchChunk(gone.auth, again, video.subarray(0, 1000))).statusCode).toBe(204);
  });

  it('sweeps at start, and stops with the app', async () => {
    const candidate = await registerTestCandidate(t);
    const uploadId = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, uploadId, video.subarray(0, 10_000), false);
    const logged: string[] = [];
    const log = { info: (_details: object, message: string) => logged.push(message) };

    // Uploads expire the moment they are made, for this sweep.
    const sweep = new ExpiredUploadSweep(t.database.db, files(), log as never, {
      expiryMs: -HOUR_MS,
      intervalMs: HOUR_MS,
    });
    await sweep.start();
    await sweep.stop();

    expect((await recordingOf(uploadId))?.status).toBe('discarded');
    expect(await files().holdsUpload(uploadId)).toBe(false);
    expect(logged).toEqual(['expired uploads removed']);
  });
});

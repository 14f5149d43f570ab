import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import { candidates } from '../../db/schema';
import type { ApiFailure } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { liveWebmBytes } from '../../test/test-video';
import { listRoles, seedCandidate, sendUpload, startUpload } from '../review/review-test-seed';
import { findRecordingByUpload } from './recordings.repository';
import { discardUnfinishedUpload, requireOwnUpload } from './recordings.service';

/**
 * Submit Recording reads the recording once and then looks for its file; processing and Record
 * Again may change it in between. tus DELETE reads the upload, then discards it. Each race is made
 * to happen at that exact moment: the real store answers only after the other side has run, or
 * the delete is given the upload as its request read it.
 */
describe.each(testDatabaseKinds())('Submit and discard racing with the server (%s)', (kind) => {
  let video: Buffer;
  let role: Role;

  const t = useTestApp(kind);
  beforeAll(async () => {
    video = await liveWebmBytes(1);
  });
  beforeEach(async () => {
    role = (await listRoles(t))[0] as Role;
  });

  const submit = (auth: { authorization: string }, uploadId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessment/video',
      headers: auth,
      payload: { uploadId, recordedMs: 1000, endToCompleteMs: 30 },
    });
  const completedAtOf = async (candidateId: string) => {
    const [row] = await t.database.db
      .select({ videoCompletedAt: candidates.videoCompletedAt })
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    return row?.videoCompletedAt ?? null;
  };

  it('submits a recording whose processing moved its file while Submit was looking for it', async () => {
    const files = t.app.recordingProcessor.files;
    // Processing waits until Submit has read the recording as still unprocessed.
    let letProcessingGo!: () => void;
    const submitHasRead = new Promise<void>((resolve) => (letProcessingGo = resolve));
    const withUploadFile = files.withUploadFile.bind(files);
    const holdProcessing = vi.spyOn(files, 'withUploadFile').mockImplementation(async (...args) => {
      await submitHasRead;
      return withUploadFile(...args);
    });
    const me = await seedCandidate(t, { role, name: 'Racer', email: 'racer@test.example' });
    const uploadId = await startUpload(t, me.auth);
    await sendUpload(t, me.auth, uploadId, video);
    expect((await findRecordingByUpload(t.database.db, uploadId))?.storageKey).toBeNull();

    // Submit asks for the upload: processing runs to its end first, so the upload is gone.
    const holdsUpload = files.holdsUpload.bind(files);
    const lookup = vi.spyOn(files, 'holdsUpload').mockImplementationOnce(async (id) => {
      letProcessingGo();
      await t.app.recordingProcessor.idle();
      return holdsUpload(id);
    });
    try {
      const response = await submit(me.auth, uploadId);
      expect(lookup).toHaveBeenCalledWith(uploadId);
      expect(await holdsUpload(uploadId)).toBe(false);
      expect(response.statusCode, response.body).toBe(200);
      expect(await completedAtOf(me.id)).not.toBeNull();
    } finally {
      holdProcessing.mockRestore();
      lookup.mockRestore();
    }
  });

  it('refuses a recording that Record Again replaced while Submit was looking for it, completing nothing', async () => {
    const files = t.app.recordingProcessor.files;
    const me = await seedCandidate(t, { role, name: 'Again', email: 'again@test.example' });
    const uploadId = await startUpload(t, me.auth);
    await sendUpload(t, me.auth, uploadId, video);
    await t.app.recordingProcessor.idle();

    // The file is there when Submit looks; Record Again starts a new take right after.
    const statFile = files.statFile.bind(files);
    let nextTake: string | undefined;
    const lookup = vi.spyOn(files, 'statFile').mockImplementationOnce(async (key) => {
      const found = await statFile(key);
      nextTake = await startUpload(t, me.auth);
      return found;
    });
    try {
      const response = await submit(me.auth, uploadId);
      expect(nextTake).toBeDefined();
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<ApiFailure>().code).toBe('recording-missing');
      expect(await completedAtOf(me.id)).toBeNull();
      expect((await findRecordingByUpload(t.database.db, uploadId))?.submittedAt).toBeNull();
    } finally {
      lookup.mockRestore();
    }
  });

  it('keeps an upload that finished after its tus DELETE read it as still arriving', async () => {
    const me = await seedCandidate(t, { role, name: 'Late', email: 'late@test.example' });
    const uploadId = await startUpload(t, me.auth);
    const asRead = await requireOwnUpload(t.database.db, me.auth.authorization, uploadId);
    expect(asRead.status).toBe('uploading');
    await sendUpload(t, me.auth, uploadId, video);

    await expect(discardUnfinishedUpload(t.database.db, asRead.id)).rejects.toMatchObject({
      code: 'recording-finished',
    });
    expect((await findRecordingByUpload(t.database.db, uploadId))?.status).not.toBe('discarded');
    await t.app.recordingProcessor.idle();
    expect((await submit(me.auth, uploadId)).statusCode).toBe(200);
  });
});

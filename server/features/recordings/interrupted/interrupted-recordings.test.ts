import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssessmentStateSchema } from '../../../../shared/assessment.schema';
import { InterruptedRecordingResponseSchema } from '../../../../shared/interrupted-recording.schema';
import { INTERRUPTED_TEXTS } from '../../../../shared/recording-texts';
import { TEXTS } from '../../../../shared/texts';
import { recordings } from '../../../db/schema';
import type { CandidateDetailBody } from '../../../test/api-bodies';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { useTestApp } from '../../../test/test-app';
import { databaseAndStoreCases } from '../../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../../test/test-roles';
import { liveWebmBytes } from '../../../test/test-video';
import { sendUpload, startUpload } from '../../review/review-test-seed';
import { findRecordingByUpload } from '../recordings.repository';

type Auth = { authorization: string };
const TUS = { 'tus-resumable': '1.0.0' };
const INTERRUPTED_URL = '/api/assessment/video/interrupted';

/** Six seconds as a browser records them; a take cut short holds the first part of such bytes. */
let video: Buffer;
/** About the first half: what arrived before the reload. */
let firstPart: Buffer;

beforeAll(async () => {
  video = await liveWebmBytes(6);
  firstPart = video.subarray(0, Math.floor(video.length / 2));
}, 60_000);

describe.each(databaseAndStoreCases())('a take cut short mid-way (%s)', (_name, kind, useS3) => {
  let s3: S3TestServer | null = null;

  beforeAll(async () => {
    if (useS3) s3 = await startS3TestServer();
  });
  afterAll(() => s3?.close());
  const t = useTestApp(kind, () => (s3 ? { s3: s3.settings } : {}));

  const interruptedOf = async (auth: Auth) => {
    const response = await t.app.inject({ method: 'GET', url: INTERRUPTED_URL, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return InterruptedRecordingResponseSchema.parse(response.json()).recording;
  };
  const submitSaved = (auth: Auth, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: INTERRUPTED_URL, headers: auth, payload });
  const progressOf = async (auth: Auth) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/assessment', headers: auth });
    return AssessmentStateSchema.parse(response.json()).data.progress;
  };
  const rowOf = (uploadId: string) => findRecordingByUpload(t.database.db, uploadId);
  /** The page reloaded mid-take: the first part arrived, the length was never declared. */
  const cutShort = async (auth: Auth) => {
    const uploadId = await startUpload(t, auth);
    await sendUpload(t, auth, uploadId, firstPart, false);
    return uploadId;
  };

  it('reports the saved part with its length, and nothing without one', async () => {
    await insertTestRole(t, { id: 'any' });
    const me = await candidateForRole(t, 'any');
    expect(await interruptedOf(me.auth)).toBeNull();

    const uploadId = await cutShort(me.auth);
    const saved = await interruptedOf(me.auth);
    expect(saved).toMatchObject({ uploadId, savedBytes: firstPart.length });
    // Half of six seconds, measured from the bytes themselves.
    expect(saved?.savedMs).toBeGreaterThan(1500);
    expect(saved?.savedMs).toBeLessThan(4500);

    // A take recorded to its end is a finished recording (offered as such), not a cut one.
    const whole = await startUpload(t, me.auth);
    await sendUpload(t, me.auth, whole, video);
    expect(await interruptedOf(me.auth)).toBeNull();
  });

  it('submits the saved part: processed, playable, marked interrupted, the step complete', async () => {
    await insertTestRole(t, { id: 'any' });
    const me = await candidateForRole(t, 'any');
    const uploadId = await cutShort(me.auth);
    const saved = await interruptedOf(me.auth);

    const submitted = await submitSaved(me.auth, { uploadId, savedBytes: saved?.savedBytes });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ result: true, progress: { videoCompleted: true } });
    await t.app.recordingProcessor.idle();

    const row = await rowOf(uploadId);
    expect(row).toMatchObject({
      status: 'processed',
      interrupted: true,
      sizeBytes: firstPart.length,
    });
    expect(row?.submittedAt).not.toBeNull();
    expect(Math.abs((row?.durationMs ?? 0) - (saved?.savedMs ?? 0))).toBeLessThan(1000);
    expect(await progressOf(me.auth)).toMatchObject({ videoCompleted: true });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${me.id}`,
      headers: t.admin,
    });
    const shown = detail.json<CandidateDetailBody>().data.video;
    expect(shown).toMatchObject({ state: 'ready', interrupted: true });
    expect(shown.posterUrl).not.toBeNull();
    const bytes = await t.app.inject({ method: 'GET', url: shown.url as string, headers: t.admin });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    // Nothing of it is offered any more, and no other tab's chunk lands after it.
    expect(await interruptedOf(me.auth)).toBeNull();
  });

  it('marks a recording finished the usual way as not interrupted', async () => {
    await insertTestRole(t, { id: 'any' });
    const me = await candidateForRole(t, 'any');
    const uploadId = await startUpload(t, me.auth);
    await sendUpload(t, me.auth, uploadId, video);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/video',
      headers: me.auth,
      payload: { uploadId, recordedMs: 6000, endToCompleteMs: 10 },
    });
    expect(submitted.statusCode).toBe(200);
    expect((await rowOf(uploadId))?.interrupted).toBe(false);
  });

  it('records again: the saved part is deleted, and the new take counts', async () => {
    await insertTestRole(t, { id: 'two', settings: { video: { takes: 2 } } });
    const me = await candidateForRole(t, 'two');
    const uploadId = await cutShort(me.auth);
    // A take cut short uses none.
    expect((await progressOf(me.auth)).takesLeft).toBe(2);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/recordings/uploads/${uploadId}`,
      headers: { ...me.auth, ...TUS },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await rowOf(uploadId))?.status).toBe('discarded');
    expect(await interruptedOf(me.auth)).toBeNull();

    const again = await startUpload(t, me.auth);
    await sendUpload(t, me.auth, again, video);
    expect(await progressOf(me.auth)).toMatchObject({
      takesLeft: 1,
      pendingRecording: { uploadId: again },
    });
  });

  it('with no take left, refuses a new one and keeps the saved part to submit', async () => {
    await insertTestRole(t, { id: 'two', settings: { video: { takes: 2 } } });
    const me = await candidateForRole(t, 'two');
    // Two takes finished earlier (Record Again replaced them), then the third start was cut short.
    const uploadId = await cutShort(me.auth);
    const row = await rowOf(uploadId);
    for (const at of [1, 2]) {
      await t.database.db.insert(recordings).values({
        candidateId: row?.candidateId as string,
        uploadId: `${'0'.repeat(31)}${at}`,
        status: 'discarded',
        finishedAt: new Date(),
      });
    }
    expect((await progressOf(me.auth)).takesLeft).toBe(0);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/recordings/uploads',
      headers: {
        ...me.auth,
        ...TUS,
        'upload-defer-length': '1',
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      result: false,
      status: TEXTS.recorder.takesUsedUp,
      code: 'takes-used-up',
    });
    const saved = await interruptedOf(me.auth);
    expect(saved?.uploadId).toBe(uploadId);
    const submitted = await submitSaved(me.auth, { uploadId, savedBytes: saved?.savedBytes });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it('refuses what is not a take cut short, or one still growing, and changes nothing', async () => {
    await insertTestRole(t, { id: 'any' });
    const me = await candidateForRole(t, 'any');
    const other = await candidateForRole(t, 'any', { email: 'other@test.example' });

    const invalid = await submitSaved(me.auth, { uploadId: 'nope', savedBytes: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ result: false });

    const uploadId = await cutShort(me.auth);
    // Still being recorded in another tab: more arrived than the page saw.
    const grew = await submitSaved(me.auth, { uploadId, savedBytes: firstPart.length - 1 });
    expect(grew.statusCode).toBe(409);
    expect(grew.json()).toEqual({
      result: false,
      status: INTERRUPTED_TEXTS.stillArriving,
      code: 'still-arriving',
    });
    // Someone else's upload is not theirs to submit.
    const notTheirs = await submitSaved(other.auth, { uploadId, savedBytes: firstPart.length });
    expect(notTheirs.statusCode).toBe(409);
    expect(notTheirs.json()).toEqual({
      result: false,
      status: INTERRUPTED_TEXTS.notInterrupted,
      code: 'not-interrupted',
    });
    expect(await rowOf(uploadId)).toMatchObject({ status: 'uploading', interrupted: false });
    expect((await interruptedOf(me.auth))?.savedBytes).toBe(firstPart.length);

    // A take recorded to its end is submitted with Submit Recording, not as a saved part.
    const whole = await startUpload(t, me.auth);
    await sendUpload(t, me.auth, whole, video);
    const finished = await submitSaved(me.auth, { uploadId: whole, savedBytes: video.length });
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toMatchObject({ result: false, code: 'not-interrupted' });
    expect(await rowOf(whole)).toMatchObject({ status: 'uploaded', interrupted: false });
    expect((await progressOf(me.auth)).videoCompleted).toBe(false);
  });
});

import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InterruptedRecordingResponseSchema } from '../../../../shared/interrupted-recording.schema';
import type { PublicShare } from '../../../../shared/shares.schema';
import { INTERRUPTED_TEXTS } from '../../../../shared/recording-texts';
import type { AssessmentStateBody, CandidateDetailBody } from '../../../test/api-bodies';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { answerUploads, writeBrowserRecording } from '../../../test/test-answer-recordings';
import { RECORDED_ANSWERS } from '../../../test/test-answer-types';
import { useTestApp } from '../../../test/test-app';
import { databaseAndStoreCases } from '../../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../../test/test-roles';
import { liveWebmBytes } from '../../../test/test-video';
import { sendUpload } from '../../review/review-test-seed';
import { createTestShare } from '../../shares/shares-test-support';
import { locateFfmpeg, type FfmpegTools } from '../processing/ffmpeg';
import { findRecordingByUpload } from '../recordings.repository';

type Auth = { authorization: string };
const TUS = { 'tus-resumable': '1.0.0' };
const interruptedUrl = (questionIndex: number | string) =>
  `/api/assessment/answers/${questionIndex}/recording/interrupted`;

/** Six seconds as a browser records them, and about the first half: what arrived before a reload. */
let video: Buffer;
let videoPart: Buffer;
let audio: Buffer;
let audioPart: Buffer;

beforeAll(async () => {
  const tools = (await locateFfmpeg()) as FfmpegTools;
  video = await liveWebmBytes(6);
  videoPart = video.subarray(0, Math.floor(video.length / 2));
  audio = fs.readFileSync(
    await writeBrowserRecording(tools.ffmpeg, { media: 'audio', format: 'webm', seconds: 6 }),
  );
  audioPart = audio.subarray(0, Math.floor(audio.length / 2));
}, 60_000);

describe.each(databaseAndStoreCases())(
  'an answer take cut short mid-way (%s)',
  (_n, kind, useS3) => {
    let s3: S3TestServer | null = null;
    beforeAll(async () => {
      if (useS3) s3 = await startS3TestServer();
    });
    afterAll(() => s3?.close());
    const t = useTestApp(kind, () => (s3 ? { s3: s3.settings } : {}));
    let roleCount = 0;

    async function candidate() {
      roleCount += 1;
      const roleId = await insertTestRole(t, {
        id: `ia${roleCount.toString(36)}`,
        questions: [...RECORDED_ANSWERS],
      });
      const me = await candidateForRole(t, roleId, { email: `cut${roleCount}@test.example` });
      const uploads = answerUploads(t, me.auth);
      /** The page reloaded mid-take of the question: the first part arrived, no length declared. */
      const cutShort = async (questionIndex: number) => {
        const media = questionIndex === 2 ? 'audio' : 'video';
        const filetype =
          media === 'audio' ? 'audio/webm;codecs=opus' : 'video/webm;codecs=vp8,opus';
        const created = await uploads.create({
          filetype,
          questionIndex: String(questionIndex),
          media,
        });
        expect(created.statusCode, created.body).toBe(201);
        const uploadId = uploads.idOf(created);
        await sendUpload(t, me.auth, uploadId, media === 'audio' ? audioPart : videoPart, false);
        return uploadId;
      };
      return { ...me, uploads, cutShort };
    }
    const offered = async (auth: Auth, questionIndex: number) => {
      const url = interruptedUrl(questionIndex);
      const response = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(response.statusCode, response.body).toBe(200);
      return InterruptedRecordingResponseSchema.parse(response.json()).recording;
    };
    const introOffered = async (auth: Auth) => {
      const url = '/api/assessment/video/interrupted';
      const response = await t.app.inject({ method: 'GET', url, headers: auth });
      return InterruptedRecordingResponseSchema.parse(response.json()).recording;
    };
    const submitSaved = (auth: Auth, questionIndex: number | string, payload: object) =>
      t.app.inject({ method: 'POST', url: interruptedUrl(questionIndex), headers: auth, payload });
    const progressOf = async (auth: Auth) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/assessment', headers: auth })
      ).json<AssessmentStateBody>().data.progress;
    const detailOf = async (id: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/candidates/${id}`, headers: t.admin })
      ).json<CandidateDetailBody>().data;
    const rowOf = (uploadId: string) => findRecordingByUpload(t.database.db, uploadId);

    it("offers the saved part of the question's take with its length, and only for that question", async () => {
      const me = await candidate();
      expect(await offered(me.auth, 1)).toBeNull();
      const uploadId = await me.cutShort(1);

      const saved = await offered(me.auth, 1);
      expect(saved).toMatchObject({ uploadId, savedBytes: videoPart.length });
      // Half of six seconds, measured from the bytes themselves.
      expect(saved?.savedMs).toBeGreaterThan(1500);
      expect(saved?.savedMs).toBeLessThan(4500);
      // Not the introduction's, nor the other recorded question's.
      expect(await introOffered(me.auth)).toBeNull();
      expect(await offered(me.auth, 2)).toBeNull();
      // A take cut short uses none of the question's two.
      expect((await progressOf(me.auth)).media[0]).toMatchObject({ takesLeft: 2, submitted: null });
    });

    it('submits the saved part: processed, marked interrupted, the question done, and reviewers told', async () => {
      const me = await candidate();
      const uploadId = await me.cutShort(1);
      const saved = await offered(me.auth, 1);

      const submitted = await submitSaved(me.auth, 1, { uploadId, savedBytes: saved?.savedBytes });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json()).toMatchObject({
        result: true,
        status: 'Your answer to question 2 is submitted.',
        recording: { questionId: 1 },
      });
      await t.app.recordingProcessor.idle();

      const row = await rowOf(uploadId);
      expect(row).toMatchObject({ status: 'processed', interrupted: true, questionIndex: 1 });
      expect(row?.submittedAt).not.toBeNull();
      expect(Math.abs((row?.durationMs ?? 0) - (saved?.savedMs ?? 0))).toBeLessThan(1000);
      const progress = await progressOf(me.auth);
      expect(progress.media[0]?.submitted).not.toBeNull();
      expect(progress.answered).toBe(1);
      // The introduction is its own: its step is untouched.
      expect(progress.videoCompleted).toBe(false);
      expect(await offered(me.auth, 1)).toBeNull();
      // Sent again (a retry whose answer was lost): the answer is in, unlike Submit's same answer.
      const again = await submitSaved(me.auth, 1, { uploadId, savedBytes: saved?.savedBytes });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({ result: false, code: 'answer-recording-submitted' });

      const detail = await detailOf(me.id);
      expect(detail.media[0]).toMatchObject({
        questionIndex: 1,
        state: 'ready',
        interrupted: true,
      });
      expect(detail.media[1]).toMatchObject({
        questionIndex: 2,
        state: 'none',
        interrupted: false,
      });
      const played = await t.app.inject({
        method: 'GET',
        url: `/api/admin/candidates/${me.id}/answers/1/recording`,
        headers: t.admin,
      });
      expect(played.statusCode).toBe(200);
      expect(played.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
      // A share shows the answer as it shows the introduction: without the note.
      const { token } = await createTestShare(t, { candidateId: me.id });
      const view = (await t.app.inject({ method: 'GET', url: `/api/shares/${token}` })).json<{
        data: PublicShare;
      }>().data;
      expect(view.candidates[0]?.media[0]).toMatchObject({ questionIndex: 1, state: 'ready' });
      expect(view.candidates[0]?.media[0]).not.toHaveProperty('interrupted');
    });

    it('submits the saved part of an audio answer, kept as m4a like any audio answer', async () => {
      const me = await candidate();
      const uploadId = await me.cutShort(2);
      const saved = await offered(me.auth, 2);
      expect(saved).toMatchObject({ uploadId, savedBytes: audioPart.length });
      expect(saved?.savedMs).toBeGreaterThan(1500);
      expect(saved?.savedMs).toBeLessThan(4500);
      expect(await offered(me.auth, 1)).toBeNull();

      const submitted = await submitSaved(me.auth, 2, { uploadId, savedBytes: audioPart.length });
      expect(submitted.statusCode, submitted.body).toBe(200);
      await t.app.recordingProcessor.idle();
      expect(await rowOf(uploadId)).toMatchObject({ status: 'processed', interrupted: true });
      expect((await progressOf(me.auth)).media[1]?.submitted).not.toBeNull();
      const detail = await detailOf(me.id);
      expect(detail.media[1]).toMatchObject({ media: 'audio', state: 'ready', interrupted: true });
      const played = await t.app.inject({
        method: 'GET',
        url: `/api/admin/candidates/${me.id}/answers/2/recording`,
        headers: t.admin,
      });
      expect(played.statusCode).toBe(200);
      expect(played.headers['content-type']).toBe('audio/mp4');
      expect(played.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    });

    it('records again: the saved part is deleted and nothing is offered', async () => {
      const me = await candidate();
      const uploadId = await me.cutShort(1);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/recordings/uploads/${uploadId}`,
        headers: { ...me.auth, ...TUS },
      });
      expect(deleted.statusCode).toBe(204);
      expect((await rowOf(uploadId))?.status).toBe('discarded');
      expect(await offered(me.auth, 1)).toBeNull();
      const refused = await submitSaved(me.auth, 1, { uploadId, savedBytes: videoPart.length });
      expect(refused.json()).toMatchObject({ result: false, code: 'not-interrupted' });

      const again = await me.uploads.record(1, 'video', 'video/webm;codecs=vp8,opus', video);
      expect((await progressOf(me.auth)).media[0]).toMatchObject({
        takesLeft: 1,
        pendingRecording: { uploadId: again },
      });
    });

    it("refuses a skipped question's saved part before finishing it: the take stays offered", async () => {
      const me = await candidate();
      const uploadId = await me.cutShort(2);
      const skip = (method: 'POST' | 'DELETE') =>
        t.app.inject({ method, url: '/api/assessment/answers/2/skip', headers: me.auth });
      expect((await skip('POST')).statusCode).toBe(200);
      const refused = await submitSaved(me.auth, 2, { uploadId, savedBytes: audioPart.length });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ result: false, code: 'question-skipped' });
      expect(await rowOf(uploadId)).toMatchObject({
        status: 'uploading',
        interrupted: false,
        finishedAt: null,
      });
      // The skip undone: the same take is offered again, its bytes as they were.
      expect((await skip('DELETE')).statusCode).toBe(200);
      expect(await offered(me.auth, 2)).toMatchObject({ uploadId, savedBytes: audioPart.length });
    });

    it('refuses, changing nothing: another question, a written or unknown one, one still growing, nothing saved, skipped, submitted', async () => {
      const me = await candidate();
      const uploadId = await me.cutShort(1);
      const body = { uploadId, savedBytes: videoPart.length };
      const refusal = (
        response: Awaited<ReturnType<typeof submitSaved>>,
        status: number,
        code: string,
      ) => {
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json()).toMatchObject({ result: false, code });
      };
      // The submit route's own refusals for a question not recorded, or not there.
      refusal(await submitSaved(me.auth, 0, body), 409, 'answer-type-mismatch');
      refusal(await submitSaved(me.auth, 7, body), 400, 'question-missing');
      const get = (index: number | string) =>
        t.app.inject({ method: 'GET', url: interruptedUrl(index), headers: me.auth });
      refusal(await get(0), 409, 'answer-type-mismatch');
      refusal(await get(7), 400, 'question-missing');
      // Another question's take, and the introduction's route, are not this one.
      refusal(await submitSaved(me.auth, 2, body), 409, 'not-interrupted');
      const intro = await t.app.inject({
        method: 'POST',
        url: '/api/assessment/video/interrupted',
        headers: me.auth,
        payload: body,
      });
      refusal(intro, 409, 'not-interrupted');
      // Still being recorded in another tab: more arrived than the page saw.
      const grew = await submitSaved(me.auth, 1, { uploadId, savedBytes: videoPart.length - 1 });
      expect(grew.json()).toEqual({
        result: false,
        status: INTERRUPTED_TEXTS.stillArriving,
        code: 'still-arriving',
      });
      expect(await rowOf(uploadId)).toMatchObject({ status: 'uploading', interrupted: false });
      expect((await offered(me.auth, 1))?.savedBytes).toBe(videoPart.length);

      // Sound's header alone, no sound in it: nothing worth offering or submitting.
      const created = await me.uploads.create({
        filetype: 'audio/webm;codecs=opus',
        questionIndex: '2',
        media: 'audio',
      });
      const empty = me.uploads.idOf(created);
      await sendUpload(t, me.auth, empty, audio.subarray(0, 200), false);
      expect(await offered(me.auth, 2)).toBeNull();
      refusal(
        await submitSaved(me.auth, 2, { uploadId: empty, savedBytes: 200 }),
        409,
        'nothing-saved',
      );
      // Skipped (it is optional): not offered, not taken.
      const skipped = await t.app.inject({
        method: 'POST',
        url: '/api/assessment/answers/2/skip',
        headers: me.auth,
      });
      expect(skipped.statusCode, skipped.body).toBe(200);
      expect(await offered(me.auth, 2)).toBeNull();
      refusal(
        await submitSaved(me.auth, 2, { uploadId: empty, savedBytes: 200 }),
        409,
        'question-skipped',
      );

      // The assessment submitted (the introduction recorded): nothing of it changes any more.
      const whole = await me.uploads.create({ filetype: 'video/webm;codecs=vp8,opus' });
      const introId = me.uploads.idOf(whole);
      await sendUpload(t, me.auth, introId, video);
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/assessment/video',
        headers: me.auth,
        payload: { uploadId: introId, recordedMs: 6000, endToCompleteMs: 10 },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(await offered(me.auth, 1)).toBeNull();
      refusal(await submitSaved(me.auth, 1, body), 409, 'assessment-submitted');
      expect(await rowOf(uploadId)).toMatchObject({
        status: 'uploading',
        interrupted: false,
        submittedAt: null,
      });
    });
  },
);

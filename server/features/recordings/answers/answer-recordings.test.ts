import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmitAnswerRecordingResponse } from '../../../../shared/answer-recording.schema';
import { answers, candidates, recordings } from '../../../db/schema';
import type {
  ApiFailure,
  AssessmentStateBody,
  CandidateDetailBody,
} from '../../../test/api-bodies';
import { answerUploads, writeBrowserRecording } from '../../../test/test-answer-recordings';
import { RECORDED_ANSWERS } from '../../../test/test-answer-types';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../../test/test-roles';
import type { PublicShare } from '../../../../shared/shares.schema';
import { createTestShare } from '../../shares/shares-test-support';
import { locateFfmpeg, type FfmpegTools } from '../processing/ffmpeg';

const WEBM_VIDEO = 'video/webm;codecs=vp8,opus';
const WEBM_AUDIO = 'audio/webm;codecs=opus';

describe.each(testDatabaseKinds())('video and audio answers on %s', (kind) => {
  const t = useTestApp(kind);
  let tools: FfmpegTools;
  let videoWebm: Buffer;
  let audioWebm: Buffer;
  let roleCount = 0;

  beforeAll(async () => {
    tools = (await locateFfmpeg()) as FfmpegTools;
    videoWebm = fs.readFileSync(
      await writeBrowserRecording(tools.ffmpeg, { media: 'video', format: 'webm', seconds: 3 }),
    );
    audioWebm = fs.readFileSync(
      await writeBrowserRecording(tools.ffmpeg, { media: 'audio', format: 'webm', seconds: 3 }),
    );
  });

  async function candidate() {
    roleCount += 1;
    const roleId = await insertTestRole(t, {
      id: `md${roleCount.toString(36)}`,
      questions: [...RECORDED_ANSWERS],
      // One take for the video introduction: the answers' takes never count against it.
      settings: { video: { takes: 1 } },
    });
    const registered = await candidateForRole(t, roleId, {
      email: `media${roleCount}@test.example`,
    });
    return { ...registered, uploads: answerUploads(t, registered.auth) };
  }
  const state = async (auth: Record<string, string>) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/assessment', headers: auth })
    ).json<AssessmentStateBody>().data;
  const rowsOf = (candidateId: string) =>
    t.database.db.select().from(recordings).where(eq(recordings.candidateId, candidateId));

  it('records a video answer to its question, processed with a poster, and shows it to the candidate and to reviewers', async () => {
    const c = await candidate();
    const uploadId = await c.uploads.record(1, 'video', WEBM_VIDEO, videoWebm);
    await t.app.recordingProcessor.idle();
    expect((await state(c.auth)).progress.media).toEqual([
      {
        questionId: 1,
        media: 'video',
        takesLeft: 1,
        pendingRecording: expect.objectContaining({ uploadId }) as unknown,
        submitted: null,
      },
      { questionId: 2, media: 'audio', takesLeft: null, pendingRecording: null, submitted: null },
    ]);

    // A take of the audio question, not submitted: reviewers never see it.
    await c.uploads.record(2, 'audio', WEBM_AUDIO, audioWebm);
    await t.app.recordingProcessor.idle();

    const submitted = await c.uploads.submit(1, uploadId);
    expect(submitted.statusCode).toBe(200);
    const { recording, status } = submitted.json<SubmitAnswerRecordingResponse>();
    expect(status).toBe('Your answer to question 2 is submitted.');
    expect(recording.questionId).toBe(1);
    expect(Math.abs((recording.durationMs ?? 0) - 3000)).toBeLessThan(500);
    const progress = (await state(c.auth)).progress;
    expect(progress.media[0]).toMatchObject({
      pendingRecording: null,
      submitted: { durationMs: recording.durationMs },
    });
    // The video introduction is its own: its takes and its step are untouched.
    expect(progress).toMatchObject({
      takesLeft: 1,
      pendingRecording: null,
      videoCompleted: false,
      step: 'overview',
    });

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/candidates/${c.id}`, headers: t.admin })
    ).json<CandidateDetailBody>().data;
    expect(detail.media).toEqual([
      {
        questionIndex: 1,
        media: 'video',
        state: 'ready',
        durationMs: recording.durationMs,
        failureReason: null,
        reprocessable: false,
        interrupted: false,
      },
      {
        questionIndex: 2,
        media: 'audio',
        state: 'none',
        durationMs: null,
        failureReason: null,
        reprocessable: false,
        interrupted: false,
      },
    ]);
    expect(detail.video.state).toBe('none');

    const url = `/api/admin/candidates/${c.id}/answers/1/recording`;
    const ranged = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...t.admin, range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('video/webm');
    expect(ranged.rawPayload.length).toBe(100);
    const poster = await t.app.inject({
      method: 'GET',
      url: url.replace(/recording$/, 'poster'),
      headers: t.admin,
    });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    // Nothing for a question without a submitted recording, nor for anyone signed out.
    const none = await t.app.inject({
      method: 'GET',
      url: url.replace('/1/', '/2/'),
      headers: t.admin,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json<ApiFailure>().code).toBe('answer-recording-missing');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("plays a shared candidate's answer under the share link, and no one else's", async () => {
    const c = await candidate();
    const other = await candidate();
    const uploadId = await c.uploads.record(2, 'audio', WEBM_AUDIO, audioWebm);
    const othersId = await other.uploads.record(2, 'audio', WEBM_AUDIO, audioWebm);
    await t.app.recordingProcessor.idle();
    expect((await c.uploads.submit(2, uploadId)).statusCode).toBe(200);
    expect((await other.uploads.submit(2, othersId)).statusCode).toBe(200);
    const { token } = await createTestShare(t, { candidateId: c.id });
    const view = (await t.app.inject({ method: 'GET', url: `/api/shares/${token}` })).json<{
      data: PublicShare;
    }>().data;
    expect(view.candidates[0]?.media).toEqual([
      { questionIndex: 1, media: 'video', state: 'none', durationMs: null, failureReason: null },
      expect.objectContaining({ questionIndex: 2, media: 'audio', state: 'ready' }) as unknown,
    ]);
    const url = (id: string) => `/api/shares/${token}/candidates/${id}/answers/2/recording`;
    const served = await t.app.inject({
      method: 'GET',
      url: url(c.id),
      headers: { range: 'bytes=0-9' },
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([206, 'audio/mp4']);
    const notShared = await t.app.inject({ method: 'GET', url: url(other.id) });
    expect(notShared.statusCode).toBe(404);
  });

  it("never offers a question's take cut short as the introduction's", async () => {
    const c = await candidate();
    const created = await c.uploads.create({
      filetype: WEBM_VIDEO,
      questionIndex: '1',
      media: 'video',
    });
    const uploadId = c.uploads.idOf(created);
    // The first piece only, with no length: as a reload mid-take leaves it.
    const piece = await t.app.inject({
      method: 'PATCH',
      url: `/api/recordings/uploads/${uploadId}`,
      headers: {
        ...c.auth,
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      payload: videoWebm.subarray(0, 64 * 1024),
    });
    expect(piece.statusCode).toBe(204);
    const offered = await t.app.inject({
      method: 'GET',
      url: '/api/assessment/video/interrupted',
      headers: c.auth,
    });
    expect(offered.json<{ recording: unknown }>().recording).toBeNull();
  });

  it('gives each question its own takes and Record Again, apart from the others and the introduction', async () => {
    const c = await candidate();
    const first = await c.uploads.record(1, 'video', WEBM_VIDEO, videoWebm);
    const audio = await c.uploads.record(2, 'audio', WEBM_AUDIO, audioWebm);
    const second = await c.uploads.record(1, 'video', WEBM_VIDEO, videoWebm);
    const rows = await rowsOf(c.id);
    const statusOf = (uploadId: string) => rows.find((row) => row.uploadId === uploadId)?.status;
    // Record Again on question 2 replaced its own take only.
    expect(statusOf(first)).toBe('discarded');
    expect(statusOf(second)).not.toBe('discarded');
    expect(statusOf(audio)).not.toBe('discarded');
    expect((await state(c.auth)).progress.media[0]?.takesLeft).toBe(0);

    const third = await c.uploads.create({
      filetype: WEBM_VIDEO,
      questionIndex: '1',
      media: 'video',
    });
    expect(third.statusCode).toBe(409);
    expect(third.json<ApiFailure>().code).toBe('takes-used-up');
    // The introduction and the audio question still record.
    const intro = await c.uploads.create({ filetype: WEBM_VIDEO });
    expect(intro.statusCode).toBe(201);
    expect(
      (await c.uploads.create({ filetype: WEBM_AUDIO, questionIndex: '2', media: 'audio' }))
        .statusCode,
    ).toBe(201);
    expect((await rowsOf(c.id)).filter((row) => row.status !== 'discarded')).toHaveLength(3);
  });

  it('refuses an upload or a submit for a question not answered that way, and changes nothing', async () => {
    const c = await candidate();
    const refusal = async (metadata: Record<string, string>) => {
      const response = await c.uploads.create(metadata);
      return [response.statusCode, response.json<ApiFailure>().code];
    };
    expect(await refusal({ filetype: WEBM_VIDEO, questionIndex: '0', media: 'video' })).toEqual([
      409,
      'answer-type-mismatch',
    ]);
    expect(await refusal({ filetype: WEBM_AUDIO, questionIndex: '1', media: 'audio' })).toEqual([
      409,
      'answer-type-mismatch',
    ]);
    expect(await refusal({ filetype: WEBM_VIDEO, questionIndex: '2', media: 'video' })).toEqual([
      409,
      'answer-type-mismatch',
    ]);
    expect(await refusal({ filetype: WEBM_VIDEO, questionIndex: '2', media: 'audio' })).toEqual([
      415,
      'audio-type-refused',
    ]);
    expect(await refusal({ filetype: WEBM_VIDEO, questionIndex: '7', media: 'video' })).toEqual([
      400,
      'question-missing',
    ]);
    expect(await refusal({ filetype: WEBM_VIDEO, questionIndex: 'one', media: 'video' })).toEqual([
      400,
      'recording-metadata-invalid',
    ]);
    expect(await refusal({ filetype: WEBM_VIDEO, questionIndex: '1', media: 'text' })).toEqual([
      400,
      'recording-metadata-invalid',
    ]);
    expect(await refusal({ filetype: WEBM_AUDIO, media: 'audio' })).toEqual([
      400,
      'recording-metadata-invalid',
    ]);
    expect(await rowsOf(c.id)).toEqual([]);

    const uploadId = await c.uploads.record(1, 'video', WEBM_VIDEO, videoWebm);
    const submitAs = async (questionIndex: number) => {
      const response = await c.uploads.submit(questionIndex, uploadId);
      return [response.statusCode, response.json<ApiFailure>().code];
    };
    expect(await submitAs(0)).toEqual([409, 'answer-type-mismatch']);
    expect(await submitAs(2)).toEqual([409, 'answer-type-mismatch']);
    // Nor as the video introduction.
    const asIntro = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/video',
      headers: c.auth,
      payload: { uploadId, recordedMs: 3000, endToCompleteMs: 5 },
    });
    expect(asIntro.statusCode).toBe(404);
    // Nor by another candidate.
    const other = await candidate();
    const stranger = await other.uploads.submit(1, uploadId);
    expect(stranger.statusCode).toBe(404);
    // An upload that is not theirs is missing, for an audio question as for a video one.
    for (const question of [1, 2]) {
      const response = await other.uploads.submit(question, uploadId);
      expect([response.statusCode, response.json<ApiFailure>().code]).toEqual([
        404,
        'recording-missing',
      ]);
    }
    expect((await rowsOf(c.id)).every((row) => row.submittedAt === null)).toBe(true);
    expect((await state(c.auth)).progress.media[0]?.submitted).toBeNull();
  });

  it('refuses a skipped question its recording, upload and submit alike', async () => {
    const c = await candidate();
    const uploadId = await c.uploads.record(2, 'audio', WEBM_AUDIO, audioWebm);
    const skip = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/answers/2/skip',
      headers: c.auth,
    });
    expect(skip.statusCode).toBe(200);
    const submit = await c.uploads.submit(2, uploadId);
    expect([submit.statusCode, submit.json<ApiFailure>().code]).toEqual([409, 'question-skipped']);
    const upload = await c.uploads.create({
      filetype: WEBM_AUDIO,
      questionIndex: '2',
      media: 'audio',
    });
    expect([upload.statusCode, upload.json<ApiFailure>().code]).toEqual([409, 'question-skipped']);
    expect(
      (await rowsOf(c.id)).map((row) => [row.status === 'discarded', row.submittedAt]),
    ).toEqual([[false, null]]);
  });

  it('a submit that meets a skip being made waits for it, and is refused (409)', async () => {
    const c = await candidate();
    const uploadId = await c.uploads.record(2, 'audio', WEBM_AUDIO, audioWebm);
    await t.app.recordingProcessor.idle();
    let submit: ReturnType<typeof c.uploads.submit> | undefined;
    // Holds the candidate's row as a skip does, and marks the question skipped while the submit arrives.
    await t.database.db.transaction(async (tx) => {
      await tx
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.id, c.id))
        .for('update');
      submit = c.uploads.submit(2, uploadId);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.insert(answers).values({
        candidateId: c.id,
        questionIndex: 2,
        question: 'Tell us out loud.',
        html: '',
        hasText: false,
        sequence: 0,
        skipped: true,
      });
    });
    const response = await (submit as ReturnType<typeof c.uploads.submit>);
    expect([response.statusCode, response.json<ApiFailure>().code]).toEqual([
      409,
      'question-skipped',
    ]);
    expect((await rowsOf(c.id)).map((row) => row.submittedAt)).toEqual([null]);
    expect((await state(c.auth)).progress.media[1]?.submitted).toBeNull();
  });

  it('keeps a submitted answer: a new take for it is refused', async () => {
    const c = await candidate();
    const uploadId = await c.uploads.record(2, 'audio', WEBM_AUDIO, audioWebm);
    await t.app.recordingProcessor.idle();
    expect((await c.uploads.submit(2, uploadId)).statusCode).toBe(200);
    // A retry whose answer was lost answers the same.
    expect((await c.uploads.submit(2, uploadId)).statusCode).toBe(200);
    const again = await c.uploads.create({
      filetype: WEBM_AUDIO,
      questionIndex: '2',
      media: 'audio',
    });
    expect([again.statusCode, again.json<ApiFailure>().code]).toEqual([
      409,
      'answer-recording-submitted',
    ]);
    expect((await rowsOf(c.id)).filter((row) => row.status !== 'discarded')).toHaveLength(1);
  });
});

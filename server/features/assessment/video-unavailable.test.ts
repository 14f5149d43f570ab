import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../../../shared/texts';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../../shared/video-unavailable-texts';
import { candidates, webhookDeliveries } from '../../db/schema';
import type {
  ApiFailure,
  AssessmentStateBody,
  CandidateDetailBody,
  CandidateListBody,
} from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { insertTestRole } from '../../test/test-roles';
import { liveWebmBytes } from '../../test/test-video';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import {
  seedCandidate,
  sendUpload,
  startUpload,
  submitRecording,
  type SeededCandidate,
} from '../review/review-test-seed';

const URL = '/api/assessment/video-unavailable';
const ANSWERS = ['<p>One</p>', '<p>Two</p>'];
const REFUSALS = VIDEO_UNAVAILABLE_TEXTS.refusals;
type Role = Parameters<typeof seedCandidate>[1]['role'];

describe.each(testDatabaseKinds())('"I can\'t record a video" on %s', (kind) => {
  let receiver: WebhookReceiver;
  let count = 0;

  const roleOf = (id: string) => ({ id }) as Role;
  const candidate = async (role: string, answers: string[] = ANSWERS, overTime = false) => {
    const name = `Candidate ${++count}`;
    const seeded = await seedCandidate(t, {
      role: roleOf(role),
      name,
      email: `candidate${count}@nocamera.example`,
      answers,
      overTime,
    });
    return { ...seeded, name };
  };
  const send = (who: SeededCandidate, payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers: who.auth, payload: payload as object });
  const rowOf = async (who: SeededCandidate) =>
    (await t.database.db.select().from(candidates).where(eq(candidates.id, who.id)))[0];
  const detailOf = async (who: SeededCandidate) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${who.id}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateDetailBody>().data;
  };
  const listOf = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates?pageSize=100${query}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateListBody>().data.items;
  };
  const completions = async (who: SeededCandidate) =>
    (
      await t.database.db
        .select({ payload: webhookDeliveries.payload })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.event, 'candidate.completed'))
    ).filter((row) => String(row.payload).includes(who.id));
  /** Refused with its code and HTTP status, and the candidate's row is as it was. */
  const expectRefused = async (
    who: SeededCandidate,
    payload: unknown,
    httpStatus: number,
    refusal: { status: string; code: string },
  ) => {
    const before = await rowOf(who);
    const response = await send(who, payload);
    expect(response.statusCode, response.body).toBe(httpStatus);
    expect(response.json<ApiFailure>()).toEqual({ result: false, ...refusal });
    expect(await rowOf(who)).toEqual(before);
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  const t = useTestApp(kind, { webhooks: { allowPrivate: true } }, { resetBeforeEach: false });
  beforeAll(async () => {
    await t.reset();
    await insertTestRole(t, { id: 'nvv', settings: { video: { enabled: true } } });
    await insertTestRole(t, { id: 'nvn', settings: { video: { enabled: false } } });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: t.admin,
      payload: { url: receiver.url, events: ['candidate.completed'] },
    });
    expect(hook.statusCode, hook.body).toBe(200);
  });

  it('keeps the reason and the note and completes the assessment without a video', async () => {
    const ada = await candidate('nvv');
    const note = '  My laptop has no camera; <b>happy</b> to talk on the phone.  ';
    const response = await send(ada, { reason: 'no_camera', note });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ progress: { completedAt: string } }>();
    expect(body).toEqual({
      result: true,
      status: VIDEO_UNAVAILABLE_TEXTS.submitted,
      progress: {
        step: 'complete',
        videoCompleted: false,
        completedAt: expect.any(String) as string,
        overTime: false,
      },
    });
    const row = await rowOf(ada);
    expect(row?.videoUnavailableReason).toBe('no_camera');
    expect(row?.videoUnavailableNote).toBe(note.trim());
    expect(row?.completedAt?.toISOString()).toBe(body.progress.completedAt);
    expect(row?.videoCompletedAt).toBeNull();
    expect(row?.step).toBe('complete');

    // The candidate's page then shows the assessment complete, as after a video.
    const state = await t.app.inject({ method: 'GET', url: '/api/assessment', headers: ada.auth });
    const progress = state.json<AssessmentStateBody>().data.progress;
    expect(progress).toMatchObject({ step: 'complete', videoCompleted: false });
    expect(progress.completedAt).toBe(body.progress.completedAt);
    // The team hears of the completion once, as for a video.
    expect(await completions(ada)).toHaveLength(1);

    // Reviewers: the reason and the note, as plain text, in place of a video.
    const detail = await detailOf(ada);
    expect(detail.video.state).toBe('unavailable');
    expect(detail.video.url).toBeNull();
    expect(detail.videoUnavailable).toEqual({ reason: 'no_camera', note: note.trim() });
    expect(detail.timing.completedAt).toBe(body.progress.completedAt);
  });

  it('shows the state in the list, its filter and the CSV, apart from every other state', async () => {
    const bea = await candidate('nvv');
    expect((await send(bea, { reason: 'camera_not_working' })).statusCode).toBe(200);
    const waiting = await candidate('nvv');
    // A take kept but never submitted (the camera failed after it): the reason still stands.
    const cai = await candidate('nvv');
    await sendUpload(t, cai.auth, await startUpload(t, cai.auth), await liveWebmBytes(1));
    expect((await send(cai, { reason: 'other', note: 'The picture is black.' })).statusCode).toBe(
      200,
    );

    const items = await listOf();
    const stateOf = (who: SeededCandidate) => items.find((item) => item.id === who.id)?.video;
    expect(stateOf(bea)).toBe('unavailable');
    expect(stateOf(cai)).toBe('unavailable');
    expect(stateOf(waiting)).toBe('none');
    expect((await detailOf(cai)).video.state).toBe('unavailable');

    const unavailable = (await listOf('&video=unavailable')).map((item) => item.id);
    expect(unavailable).toEqual(expect.arrayContaining([bea.id, cai.id]));
    expect(unavailable).not.toContain(waiting.id);
    for (const other of ['none', 'uploading', 'ready', 'failed', 'not_required']) {
      const ids = (await listOf(`&video=${other}`)).map((item) => item.id);
      expect(ids, other).not.toContain(bea.id);
      expect(ids, other).not.toContain(cai.id);
    }
    expect((await listOf('&video=none')).map((item) => item.id)).toContain(waiting.id);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/candidates.csv?video=unavailable',
      headers: t.admin,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const records: Record<string, string>[] = parse(csv.body, { bom: true, columns: true });
    const videoOf = (name: string) => records.find((record) => record.Name === name)?.Video;
    expect(videoOf(bea.name)).toBe(VIDEO_UNAVAILABLE_TEXTS.reviewer.csv);
    expect(videoOf(cai.name)).toBe(VIDEO_UNAVAILABLE_TEXTS.reviewer.csv);
    expect(videoOf(waiting.name)).toBeUndefined();
  });

  it('marks a candidate past their deadline over time, as the normal completion does', async () => {
    const dan = await candidate('nvv', ANSWERS, true);
    await t.database.db
      .update(candidates)
      .set({ overTime: false })
      .where(eq(candidates.id, dan.id));
    const response = await send(dan, { reason: 'no_camera' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ progress: { overTime: boolean } }>().progress.overTime).toBe(true);
    expect((await rowOf(dan))?.overTime).toBe(true);
  });

  it('refuses a second time, and a recording afterwards, changing nothing', async () => {
    const eve = await candidate('nvv');
    const uploadId = await startUpload(t, eve.auth);
    await sendUpload(t, eve.auth, uploadId, await liveWebmBytes(1));
    expect((await send(eve, { reason: 'no_camera' })).statusCode).toBe(200);
    await expectRefused(eve, { reason: 'other', note: 'Again' }, 409, {
      status: TEXTS.assessment.submitted,
      code: 'assessment-submitted',
    });
    // The take kept before cannot be submitted now: the assessment is complete without it.
    const before = await rowOf(eve);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/video',
      headers: eve.auth,
      payload: { uploadId, recordedMs: 1000, endToCompleteMs: 10 },
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(await rowOf(eve)).toEqual(before);
    expect((await detailOf(eve)).video.state).toBe('unavailable');
    expect(await completions(eve)).toHaveLength(1);
    // Nor is it offered again on a reload: the page shows the assessment complete.
    const state = await t.app.inject({ method: 'GET', url: '/api/assessment', headers: eve.auth });
    expect(state.json<AssessmentStateBody>().data.progress.pendingRecording).toBeNull();
  });

  it('refuses once a recording was submitted', async () => {
    const fay = await candidate('nvv');
    await submitRecording(t, fay.auth, await liveWebmBytes(1));
    await expectRefused(fay, { reason: 'no_camera' }, 409, {
      status: REFUSALS.videoSubmitted,
      code: 'video-submitted',
    });
  });

  it('refuses for a role that asks for no video, and before every question is answered', async () => {
    const gus = await candidate('nvn');
    await expectRefused(gus, { reason: 'no_camera' }, 409, {
      status: TEXTS.assessment.noVideoStep,
      code: 'video-not-asked',
    });
    const hal = await candidate('nvv', ['<p>Only one</p>', '<p> &nbsp; </p>']);
    await expectRefused(hal, { reason: 'no_camera' }, 409, {
      status: REFUSALS.answersMissing,
      code: 'answers-missing',
    });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const ivy = await candidate('nvv');
    const bad: [unknown, string][] = [
      [{}, REFUSALS.reason],
      [{ reason: 'broken_laptop' }, REFUSALS.reason],
      [{ reason: 'other' }, REFUSALS.noteNeeded],
      [{ reason: 'other', note: '   ' }, REFUSALS.noteNeeded],
      [{ reason: 'no_camera', note: 'x'.repeat(1001) }, REFUSALS.noteTooLong],
      [
        { reason: 'no_camera', note: 'a\u0000b' },
        'The text must not contain NUL (\\u0000) characters.',
      ],
      [{ reason: 'no_camera', note: 42 }, REFUSALS.noteType],
    ];
    for (const [payload, status] of bad)
      await expectRefused(ivy, payload, 400, { status, code: 'invalid-input' });
    // At the limit is fine.
    const ok = await send(ivy, { reason: 'other', note: 'y'.repeat(1000) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('asks for the candidate secret before anything else', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: { reason: 1 } });
    expect(response.statusCode).toBe(401);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../../../../shared/texts';
import { recordings, webhookDeliveries } from '../../../db/schema';
import type { ApiFailure, CandidateDetailBody } from '../../../test/api-bodies';
import {
  answerUploads,
  describeStreams,
  writeBrowserRecording,
} from '../../../test/test-answer-recordings';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../../test/test-roles';
import { writeTestVideo } from '../../../test/test-video';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { locateFfmpeg, probeDurationMs, type FfmpegTools } from '../processing/ffmpeg';

/** A role without a video introduction, asking in writing, on video (30 s, optional) and on audio. */
const QUESTIONS = [
  { text: 'Tell us in writing.', guidance: '' },
  {
    text: 'Show us on video.',
    guidance: '',
    answer: { type: 'video', maxSeconds: 30, takes: null },
    required: false,
  },
  {
    text: 'Tell us out loud.',
    guidance: '',
    answer: { type: 'audio', maxSeconds: 60, takes: null },
  },
] as const;

describe.each(testDatabaseKinds())('processing video and audio answers on %s', (kind) => {
  const t = useTestApp(kind, { webhooks: { allowPrivate: true } });
  let tools: FfmpegTools;
  let receiver: WebhookReceiver;
  let roleCount = 0;

  beforeAll(async () => {
    tools = (await locateFfmpeg()) as FfmpegTools;
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  async function candidate() {
    roleCount += 1;
    const roleId = await insertTestRole(t, {
      id: `mp${roleCount}`,
      questions: QUESTIONS.map((question) => ({ ...question })),
      settings: { video: { enabled: false } },
    });
    const registered = await candidateForRole(t, roleId, {
      email: `mp${roleCount}@test.example`,
    });
    return { ...registered, uploads: answerUploads(t, registered.auth) };
  }
  const recording = (media: 'video' | 'audio', format: 'webm' | 'mp4', seconds = 3) =>
    writeBrowserRecording(tools.ffmpeg, { media, format, seconds }).then((file) =>
      fs.readFileSync(file),
    );
  const rowOf = async (uploadId: string) => {
    const [row] = await t.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.uploadId, uploadId));
    return row;
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.admin });

  it.each([
    ['WebM with Opus (Chrome, Firefox)', 'webm', 'audio/webm;codecs=opus'],
    ['MP4 with AAC (Safari)', 'mp4', 'audio/mp4'],
  ] as const)('keeps an audio answer recorded as %s as AAC in MP4', async (_name, format, type) => {
    const c = await candidate();
    const uploadId = await c.uploads.record(2, 'audio', type, await recording('audio', format));
    await t.app.recordingProcessor.idle();
    const row = await rowOf(uploadId);
    expect(row?.status).toBe('processed');
    expect(row?.storageKey).toMatch(/\.m4a$/);
    expect(row?.posterKey).toBeNull();
    const stored = path.join(t.dataDir, row?.storageKey as string);
    const streams = await describeStreams(tools.ffmpeg, stored);
    expect(streams).toMatch(/Audio: aac/);
    expect(streams).not.toMatch(/Video:/);
    expect(Math.abs((await probeDurationMs(tools, stored, 'mp4')) - 3000)).toBeLessThan(300);
    expect(Math.abs((row?.durationMs ?? 0) - 3000)).toBeLessThan(300);

    expect((await c.uploads.submit(2, uploadId)).statusCode).toBe(200);
    const url = `/api/admin/candidates/${c.id}/answers/2/recording`;
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/mp4');
    expect(served.rawPayload.length).toBe(fs.statSync(stored).size);
    const poster = await get(url.replace(/recording$/, 'poster'));
    expect([poster.statusCode, poster.json<ApiFailure>().code]).toEqual([
      404,
      'answer-recording-missing',
    ]);
  });

  it("processes Safari's MP4 video answer as a WebM one: seekable, its length measured, a poster", async () => {
    const c = await candidate();
    const uploadId = await c.uploads.record(
      1,
      'video',
      'video/mp4',
      await recording('video', 'mp4'),
    );
    await t.app.recordingProcessor.idle();
    const row = await rowOf(uploadId);
    expect(row).toMatchObject({ status: 'processed', container: 'mp4' });
    expect(row?.storageKey).toMatch(/\.mp4$/);
    const stored = path.join(t.dataDir, row?.storageKey as string);
    expect(await describeStreams(tools.ffmpeg, stored)).toMatch(/Video: h264/);
    expect(Math.abs((row?.durationMs ?? 0) - 3000)).toBeLessThan(300);
    expect(fs.statSync(path.join(t.dataDir, row?.posterKey as string)).size).toBeGreaterThan(500);
    expect((await c.uploads.submit(1, uploadId)).statusCode).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${c.id}/answers/1/recording`,
      headers: { ...t.admin, range: 'bytes=10-19' },
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([206, 'video/mp4']);
  });

  it("refuses a video answer longer than its question's own limit, and reviewers read why", async () => {
    const c = await candidate();
    const long = await writeTestVideo(tools.ffmpeg, {
      width: 16,
      height: 16,
      seconds: 40,
      live: true,
    });
    const uploadId = await c.uploads.record(1, 'video', 'video/webm', fs.readFileSync(long));
    await t.app.recordingProcessor.idle();
    const row = await rowOf(uploadId);
    expect(row?.status).toBe('failed');
    expect(row?.processingError).toBe(TEXTS.processing.longerThanQuestion(30));
    expect((await c.uploads.submit(1, uploadId)).statusCode).toBe(200);
    const detail = (await get(`/api/admin/candidates/${c.id}`)).json<CandidateDetailBody>().data;
    expect(detail.media[0]).toEqual({
      questionIndex: 1,
      media: 'video',
      state: 'failed',
      durationMs: null,
      failureReason: TEXTS.processing.longerThanQuestion(30),
      // Refused for good: the same file would get the same answer.
      reprocessable: false,
      interrupted: false,
    });
  });

  it('sends candidate.completed only once every submitted answer recording is processed', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: t.admin,
      payload: { url: receiver.url, events: ['candidate.completed'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const c = await candidate();
    const uploadId = await c.uploads.record(
      2,
      'audio',
      'audio/webm',
      await recording('audio', 'webm'),
    );
    await t.app.recordingProcessor.idle();
    expect((await c.uploads.submit(2, uploadId)).statusCode).toBe(200);
    const written = await t.app.inject({
      method: 'PUT',
      url: '/api/assessment/answers/0',
      headers: c.auth,
      payload: { answer: '<p>Written</p>', sequence: 1 },
    });
    expect(written.statusCode).toBe(200);
    const row = await rowOf(uploadId);
    // As if its processing were still going on when the candidate completes.
    await t.database.db
      .update(recordings)
      .set({ status: 'uploaded' })
      .where(eq(recordings.id, row?.id as string));
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/complete',
      headers: c.auth,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const queued = async () =>
      (
        await t.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.event, 'candidate.completed'))
      ).filter((delivery) => delivery.payload.includes(c.id));
    expect(await queued()).toHaveLength(0);
    await t.database.db
      .update(recordings)
      .set({ status: 'processed' })
      .where(eq(recordings.id, row?.id as string));
    await t.app.webhooks.recordingSettled(row?.id as string);
    expect(await queued()).toHaveLength(1);
  });

  it('deletes the answer recordings with their candidate', async () => {
    const c = await candidate();
    const video = await c.uploads.record(
      1,
      'video',
      'video/webm',
      await recording('video', 'webm'),
    );
    const audio = await c.uploads.record(
      2,
      'audio',
      'audio/webm',
      await recording('audio', 'webm'),
    );
    await t.app.recordingProcessor.idle();
    const keys = [
      (await rowOf(video))?.storageKey,
      (await rowOf(video))?.posterKey,
      (await rowOf(audio))?.storageKey,
    ].map((key) => path.join(t.dataDir, key as string));
    expect(keys.every((file) => fs.existsSync(file))).toBe(true);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${c.id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(keys.filter((file) => fs.existsSync(file))).toEqual([]);
    expect(await rowOf(video)).toBeUndefined();
  });
});

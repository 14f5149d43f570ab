import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AssessmentStateSchema } from '../../../shared/assessment.schema';
import { TEXTS } from '../../../shared/texts';
import { recordings } from '../../db/schema';
import type { ApiFailure } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../test/test-roles';
import { writeTestVideo } from '../../test/test-video';
import { sendUpload, startUpload } from '../review/review-test-seed';
import { locateFfmpeg, type FfmpegTools } from './processing/ffmpeg';
import { findRecordingByUpload } from './recordings.repository';

type Headers = Record<string, string>;

/** Videos as a browser records them (no duration in the header), of a given length. */
const videos = {} as Record<'of34s' | 'of36s', Buffer>;

beforeAll(async () => {
  const { ffmpeg } = (await locateFfmpeg()) as FfmpegTools;
  const of = async (seconds: number) =>
    fs.readFileSync(await writeTestVideo(ffmpeg, { width: 16, height: 16, seconds, live: true }));
  videos.of34s = await of(34);
  videos.of36s = await of(36);
}, 60_000);

describe.each(testDatabaseKinds())('what a role allows of the video (%s)', (kind) => {
  const t = useTestApp(kind);

  /** tus creation, as the recorder starts a take. */
  const createUpload = (headers: Headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recordings/uploads',
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });

  const recordingsOf = async (candidateId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(recordings)
        .where(eq(recordings.candidateId, candidateId))
    )[0]?.n;

  const takesLeft = async (headers: Headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/assessment', headers });
    return AssessmentStateSchema.parse(response.json()).data.progress.takesLeft;
  };

  it('lets a candidate with unlimited takes record again and again', async () => {
    await insertTestRole(t, { id: 'any' });
    const me = await candidateForRole(t, 'any');
    for (let take = 0; take < 6; take += 1) await startUpload(t, me.auth);
    expect(await recordingsOf(me.id)).toBe(6);
    expect(await takesLeft(me.auth)).toBeNull();
  });

  it('refuses every upload and submission for a role without video, storing nothing', async () => {
    await insertTestRole(t, { id: 'nov', settings: { video: { enabled: false } } });
    const me = await candidateForRole(t, 'nov');
    const refused = await createUpload(me.auth);
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({
      result: false,
      status: TEXTS.assessment.noVideo,
      code: 'no-video',
    });
    expect(await recordingsOf(me.id)).toBe(0);

    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/video',
      headers: me.auth,
      payload: { uploadId: 'a'.repeat(32), recordedMs: 1000, endToCompleteMs: 10 },
    });
    expect(submitted.statusCode).toBe(403);
    expect(submitted.json<ApiFailure>()).toEqual({
      result: false,
      status: TEXTS.assessment.noVideo,
      code: 'no-video',
    });
  });

  it.each([
    ['34 s (within a few seconds of 30 s)', 'of34s', 'processed', null],
    ['36 s', 'of36s', 'failed', TEXTS.processing.longerThanRole(30)],
  ] as const)(
    'refuses a video longer than the role allows: %s',
    async (_case, video, status, reason) => {
      await insertTestRole(t, { id: 'thr', settings: { video: { maxSeconds: 30 } } });
      const me = await candidateForRole(t, 'thr');
      const uploadId = await startUpload(t, me.auth);
      await sendUpload(t, me.auth, uploadId, videos[video]);
      await t.app.recordingProcessor.idle();
      const row = await findRecordingByUpload(t.database.db, uploadId);
      expect(row?.status).toBe(status);
      expect(row?.processingError).toBe(reason);
    },
  );

  it('keeps a 36 s video for a role that allows the default 3 minutes', async () => {
    await insertTestRole(t, { id: 'def' });
    const me = await candidateForRole(t, 'def');
    const uploadId = await startUpload(t, me.auth);
    await sendUpload(t, me.auth, uploadId, videos.of36s);
    await t.app.recordingProcessor.idle();
    expect((await findRecordingByUpload(t.database.db, uploadId))?.status).toBe('processed');
  });
});

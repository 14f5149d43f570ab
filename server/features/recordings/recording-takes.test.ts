import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AssessmentStateSchema } from '../../../shared/assessment.schema';
import { TEXTS } from '../../../shared/texts';
import { recordings } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../test/test-roles';
import { writeTestVideo } from '../../test/test-video';
import { sendUpload, startUpload } from '../review/review-test-seed';
import { locateFfmpeg, type FfmpegTools } from './processing/ffmpeg';
import { findRecordingByUpload } from './recordings.repository';

type Auth = { authorization: string };

/** A short video as a browser records it. */
let video: Buffer;

beforeAll(async () => {
  const { ffmpeg } = (await locateFfmpeg()) as FfmpegTools;
  video = fs.readFileSync(
    await writeTestVideo(ffmpeg, { width: 16, height: 16, seconds: 2, live: true }),
  );
}, 60_000);

describe.each(testDatabaseKinds())('which recordings use a take (%s)', (kind) => {
  const t = useTestApp(kind);

  /** tus creation, as the recorder starts a take; the answer as it came. */
  const createUpload = (auth: Auth) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recordings/uploads',
      headers: {
        ...auth,
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });
  const uploadIdOf = (created: { headers: Record<string, unknown> }) =>
    String(created.headers.location).split('/').pop() ?? '';

  const progressOf = async (auth: Auth) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/assessment', headers: auth });
    return AssessmentStateSchema.parse(response.json()).data.progress;
  };
  const statusOf = async (uploadId: string) =>
    (await findRecordingByUpload(t.database.db, uploadId))?.status;

  /** A take cut short: the first seconds arrive, the last piece never does. */
  const startedOnly = async (auth: Auth) => {
    const uploadId = await startUpload(t, auth);
    await sendUpload(t, auth, uploadId, video.subarray(0, 1000), false);
    return uploadId;
  };
  /** A take recorded to its end: the whole upload arrived. */
  const finished = async (auth: Auth) => {
    const uploadId = await startUpload(t, auth);
    await sendUpload(t, auth, uploadId, video);
    return uploadId;
  };
  const submit = (auth: Auth, uploadId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessment/video',
      headers: auth,
      payload: { uploadId, recordedMs: 2000, endToCompleteMs: 0 },
    });

  it('counts a take once its upload finished; one discarded while uploading is none', async () => {
    await insertTestRole(t, { id: 'two', settings: { video: { takes: 2 } } });
    const me = await candidateForRole(t, 'two');

    // The camera froze (Restart Camera), then a reload mid-take: neither take finished.
    const frozen = await startedOnly(me.auth);
    const reloaded = await startedOnly(me.auth);
    expect(await statusOf(frozen)).toBe('discarded');
    expect(await progressOf(me.auth)).toMatchObject({ takesLeft: 2, pendingRecording: null });

    // tus DELETE of a take still arriving: no take either.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/recordings/uploads/${reloaded}`,
      headers: { ...me.auth, 'tus-resumable': '1.0.0' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await statusOf(reloaded)).toBe('discarded');
    expect((await progressOf(me.auth)).takesLeft).toBe(2);

    // Finished, then Record Again: the finished one stays counted after it is discarded.
    const first = await finished(me.auth);
    expect(await progressOf(me.auth)).toMatchObject({ takesLeft: 1 });
    const second = await finished(me.auth);
    expect(await statusOf(first)).toBe('discarded');
    expect(await progressOf(me.auth)).toMatchObject({
      takesLeft: 0,
      pendingRecording: { uploadId: second },
    });

    const refused = await createUpload(me.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      result: false,
      status: TEXTS.recorder.takesUsedUp,
      code: 'takes-used-up',
    });
    // The refusal changes nothing: the last take is still there to submit.
    expect(await statusOf(second)).not.toBe('discarded');
    expect((await submit(me.auth, second)).statusCode).toBe(200);
  });

  it('lets a candidate whose camera froze on the last take record it again', async () => {
    await insertTestRole(t, { id: 'one', settings: { video: { takes: 1 } } });
    const me = await candidateForRole(t, 'one');
    await startedOnly(me.auth);
    expect((await progressOf(me.auth)).takesLeft).toBe(1);

    const again = await finished(me.auth);
    expect(await progressOf(me.auth)).toMatchObject({ takesLeft: 0 });
    expect((await submit(me.auth, again)).statusCode).toBe(200);
    expect(await progressOf(me.auth)).toMatchObject({
      videoCompleted: true,
      pendingRecording: null,
    });
  });

  it('offers the finished last take after a reload, and submits it', async () => {
    await insertTestRole(t, { id: 'one', settings: { video: { takes: 1 } } });
    const me = await candidateForRole(t, 'one');
    const take = await finished(me.auth);
    await t.app.recordingProcessor.idle();

    // The page was reloaded before Submit Recording: the browser knows nothing of the take.
    const progress = await progressOf(me.auth);
    expect(progress.takesLeft).toBe(0);
    expect(progress.pendingRecording?.uploadId).toBe(take);
    expect(progress.pendingRecording?.durationMs).toBeGreaterThan(1000);
    expect((await createUpload(me.auth)).statusCode).toBe(409);

    const submitted = await submit(me.auth, take);
    expect(submitted.statusCode).toBe(200);
    expect(await progressOf(me.auth)).toMatchObject({
      videoCompleted: true,
      takesLeft: 0,
      pendingRecording: null,
    });
  });

  it('offers a finished take after a reload with takes left too, until a new take starts', async () => {
    await insertTestRole(t, { id: 'any' });
    const me = await candidateForRole(t, 'any');
    const take = await finished(me.auth);
    expect(await progressOf(me.auth)).toMatchObject({
      takesLeft: null,
      pendingRecording: { uploadId: take },
    });
    await startedOnly(me.auth);
    expect((await progressOf(me.auth)).pendingRecording).toBeNull();
  });

  it('lets one of two tabs starting the last take at once record it', async () => {
    await insertTestRole(t, { id: 'one', settings: { video: { takes: 1 } } });
    const me = await candidateForRole(t, 'one');
    const started = await Promise.all([createUpload(me.auth), createUpload(me.auth)]);
    const ids = started.filter((reply) => reply.statusCode === 201).map(uploadIdOf);
    const live = [];
    for (const id of ids) if ((await statusOf(id)) === 'uploading') live.push(id);
    expect(live).toHaveLength(1);
    const [winner] = live as [string];

    // The other tab's recording was replaced: its chunks are refused, it can never finish.
    for (const loser of ids.filter((id) => id !== winner)) {
      await expect(sendUpload(t, me.auth, loser, video)).rejects.toThrow();
    }
    await sendUpload(t, me.auth, winner, video);
    expect((await progressOf(me.auth)).takesLeft).toBe(0);
    expect((await createUpload(me.auth)).statusCode).toBe(409);
    expect(await statusOf(winner)).toBe('uploaded');
  });

  it('counts a last take whose upload finishes while another tab starts one', async () => {
    await insertTestRole(t, { id: 'one', settings: { video: { takes: 1 } } });
    const me = await candidateForRole(t, 'one');
    const take = await startedOnly(me.auth);

    // The take's last piece is being stored (its finish not yet committed) when the other tab
    // asks to start: the start waits for it, counts it, and is refused.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let finishing!: () => void;
    const locked = new Promise<void>((resolve) => (finishing = resolve));
    const finish = t.database.db.transaction(async (tx) => {
      await tx
        .update(recordings)
        .set({ status: 'uploaded', sizeBytes: video.length, finishedAt: new Date() })
        .where(eq(recordings.uploadId, take));
      finishing();
      await committed;
    });
    await locked;
    const otherTab = createUpload(me.auth);
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await finish;

    expect((await otherTab).statusCode).toBe(409);
    expect(await statusOf(take)).toBe('uploaded');
    expect(await progressOf(me.auth)).toMatchObject({
      takesLeft: 0,
      pendingRecording: { uploadId: take },
    });
  });
});

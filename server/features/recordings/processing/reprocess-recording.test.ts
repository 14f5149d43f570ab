import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../shared/roles.schema';
import type { ApiFailure, CandidateDetailBody } from '../../../test/api-bodies';
import { auditEvents, recordings } from '../../../db/schema';
import { addTestMember } from '../../../test/test-members';
import { answerUploads } from '../../../test/test-answer-recordings';
import { candidateForRole, insertTestRole } from '../../../test/test-roles';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { liveWebmBytes } from '../../../test/test-video';
import { listRoles, seedCandidate, sendUpload, startUpload } from '../../review/review-test-seed';
import { locateFfmpeg, type FfmpegTools } from './ffmpeg';
import { LocalRecordingStore } from '../stores/local-recording-store';

/**
 * An ffmpeg that fails every run while `broken` exists (as one that cannot write its output), and
 * is the real one otherwise: the same recording fails, then can be processed.
 */
function switchableFfmpeg(real: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-'));
  const broken = path.join(folder, 'broken');
  const script = path.join(folder, 'ffmpeg.sh');
  fs.writeFileSync(
    script,
    `#!/bin/sh\ncase " $* " in *" -version "*|*" -h "*) exec '${real}' "$@";; esac\nif [ -e '${broken}' ]; then echo 'Conversion failed!' >&2; exit 1; fi\nexec '${real}' "$@"\n`,
    { mode: 0o755 },
  );
  return {
    script,
    breakIt: () => fs.writeFileSync(broken, ''),
    mend: () => fs.rmSync(broken, { force: true }),
  };
}

describe.each(testDatabaseKinds())('processing a failed video again (%s)', (kind) => {
  let tools: FfmpegTools;
  let ffmpeg: ReturnType<typeof switchableFfmpeg>;
  let video: Buffer;
  let role: Role;

  beforeAll(async () => {
    tools = (await locateFfmpeg()) as FfmpegTools;
    ffmpeg = switchableFfmpeg(tools.ffmpeg);
    video = await liveWebmBytes(2);
  });
  const t = useTestApp(kind, () => ({
    // ffprobe would measure without the broken ffmpeg: processing uses ffmpeg alone here.
    findFfmpeg: () => Promise.resolve({ ...tools, ffmpeg: ffmpeg.script, ffprobe: null }),
    processingRetry: { retryLimit: 1, retryDelaySeconds: 1, pollingIntervalSeconds: 1 },
  }));
  beforeEach(async () => {
    role = (await listRoles(t))[0] as Role;
  });
  afterAll(() => ffmpeg.mend());

  const reprocess = (candidateId: string, headers = t.admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/candidates/${candidateId}/recording/reprocess`,
      headers,
    });
  const detailOf = async (candidateId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/candidates/${candidateId}`,
        headers: t.admin,
      })
    ).json<CandidateDetailBody>().data.video;
  const recordingOf = async (candidateId: string) => {
    const [row] = await t.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.candidateId, candidateId));
    if (!row) throw new Error('no recording');
    return row;
  };

  /**
   * A candidate whose video failed processing after its attempts, its upload kept: as the earlier
   * release left a recording whose S3 was away for a minute.
   */
  async function failedRecording(email: string) {
    const candidate = await seedCandidate(t, { role, name: 'Failed Video', email });
    ffmpeg.breakIt();
    const uploadId = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, uploadId, video);
    const deadline = Date.now() + 60_000;
    while ((await recordingOf(candidate.id)).processingAttempts < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The attempts left are not waited for: the last one marks it failed the same way.
    await t.database.db
      .update(recordings)
      .set({ status: 'failed', processingError: 'connect ECONNREFUSED 127.0.0.1:9000' })
      .where(and(eq(recordings.uploadId, uploadId), eq(recordings.status, 'uploaded')));
    await t.app.recordingProcessor.idle();
    ffmpeg.mend();
    return { candidate, uploadId };
  }

  it('processes it again for a reviewer, with an audit entry, and then there is nothing to do', async () => {
    const { candidate } = await failedRecording('again@test.example');
    const before = await detailOf(candidate.id);
    expect(before).toMatchObject({ state: 'failed', reprocessable: true });

    const reviewer = await addTestMember(t.database, 'reviewer', 'Rita Reviewer');
    const response = await reprocess(candidate.id, reviewer.auth);
    expect(response.statusCode, response.body).toBe(200);
    await t.app.recordingProcessor.idle();
    const row = await recordingOf(candidate.id);
    expect(row.status).toBe('processed');
    expect(row.processingError).toBeNull();
    expect(await detailOf(candidate.id)).toMatchObject({ state: 'ready', reprocessable: false });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'recording.reprocess'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorName: 'Rita Reviewer', target: 'Failed Video' });

    const again = await reprocess(candidate.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiFailure>().code).toBe('reprocess-nothing');
  }, 120_000);

  it('processes a failed video answer to a question again, and refuses one that has not failed (409)', async () => {
    await insertTestRole(t, {
      id: 'rpa',
      questions: [
        { text: 'Why us?', guidance: '' },
        { text: 'Show us.', guidance: '', answer: { type: 'video', maxSeconds: 30, takes: null } },
      ],
    });
    const candidate = await candidateForRole(t, 'rpa', { email: 'answer@test.example' });
    ffmpeg.breakIt();
    const uploadId = await answerUploads(t, candidate.auth).record(
      1,
      'video',
      'video/webm;codecs=vp8,opus',
      video,
    );
    const deadline = Date.now() + 60_000;
    while ((await recordingOf(candidate.id)).processingAttempts < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Submitted while it was processed, then its processing failed.
    await t.database.db
      .update(recordings)
      .set({ status: 'failed', processingError: 'Conversion failed!', submittedAt: new Date() })
      .where(and(eq(recordings.uploadId, uploadId), eq(recordings.status, 'uploaded')));
    await t.app.recordingProcessor.idle();
    ffmpeg.mend();
    const url = `/api/admin/candidates/${candidate.id}/answers/1/recording/reprocess`;
    const mediaOf = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/candidates/${candidate.id}`,
          headers: t.admin,
        })
      ).json<CandidateDetailBody>().data.media[0];
    expect(await mediaOf()).toMatchObject({ questionIndex: 1, state: 'failed' });
    // The introduction has nothing to process: the answer's recording is not it.
    expect((await reprocess(candidate.id)).json<ApiFailure>().code).toBe('reprocess-nothing');
    const viewer = await addTestMember(t.database, 'viewer', 'Vic Viewer');
    expect((await t.app.inject({ method: 'POST', url, headers: viewer.auth })).statusCode).toBe(
      403,
    );

    const response = await t.app.inject({ method: 'POST', url, headers: t.admin });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.recordingProcessor.idle();
    expect((await recordingOf(candidate.id)).status).toBe('processed');
    expect(await mediaOf()).toMatchObject({ questionIndex: 1, state: 'ready' });

    const again = await t.app.inject({ method: 'POST', url, headers: t.admin });
    expect([again.statusCode, again.json<ApiFailure>().code]).toEqual([409, 'reprocess-nothing']);
    const written = await t.app.inject({
      method: 'POST',
      url: url.replace('/answers/1/', '/answers/0/'),
      headers: t.admin,
    });
    expect([written.statusCode, written.json<ApiFailure>().code]).toEqual([
      409,
      'reprocess-nothing',
    ]);
  }, 120_000);

  it('refuses a viewer with 403 and changes nothing', async () => {
    const { candidate } = await failedRecording('viewer@test.example');
    const viewer = await addTestMember(t.database, 'viewer');
    const response = await reprocess(candidate.id, viewer.auth);
    expect(response.statusCode).toBe(403);
    expect((await recordingOf(candidate.id)).status).toBe('failed');
  }, 120_000);

  it('refuses with 409 a refused recording and one whose upload is gone, 404 for no candidate', async () => {
    const refused = await failedRecording('refused@test.example');
    await t.database.db
      .update(recordings)
      .set({ processingRefused: true })
      .where(eq(recordings.uploadId, refused.uploadId));
    expect(await detailOf(refused.candidate.id)).toMatchObject({ reprocessable: false });
    const refusedAnswer = await reprocess(refused.candidate.id);
    expect(refusedAnswer.statusCode).toBe(409);
    expect(refusedAnswer.json<ApiFailure>().code).toBe('reprocess-refused');

    const gone = await failedRecording('gone@test.example');
    await new LocalRecordingStore(t.dataDir).removeUpload(gone.uploadId);
    // Not offered once its upload is gone, and refused if asked all the same.
    expect(await detailOf(gone.candidate.id)).toMatchObject({ reprocessable: false });
    const goneAnswer = await reprocess(gone.candidate.id);
    expect(goneAnswer.statusCode).toBe(409);
    expect(goneAnswer.json<ApiFailure>().code).toBe('reprocess-upload-gone');
    expect((await recordingOf(gone.candidate.id)).status).toBe('failed');

    const none = await seedCandidate(t, { role, name: 'No Video', email: 'none@test.example' });
    expect((await reprocess(none.id)).json<ApiFailure>().code).toBe('reprocess-nothing');
    const missing = await reprocess('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  }, 120_000);
});

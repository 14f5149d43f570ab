import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../../shared/roles.schema';
import { TEXTS } from '../../../../shared/texts';
import type { CandidateDetailBody } from '../../../test/api-bodies';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { writeLiveWebm, writeTestVideo } from '../../../test/test-video';
import { listRoles, seedCandidate, sendUpload, startUpload } from '../../review/review-test-seed';
import { locateFfmpeg, type FfmpegTools } from './ffmpeg';
import { findRecordingByUpload } from '../recordings.repository';
import { DEAD_LETTER_QUEUE, PROCESSING_QUEUE } from './shared-processing-queue';

/** Each attempt once, and a retry after 1 s: a retried recording shows in seconds. */
const processingRetry = { retryLimit: 1, retryDelaySeconds: 1, pollingIntervalSeconds: 1 };

/**
 * An ffmpeg that is found (it answers -version and -h) and then fails every run, as one that
 * cannot write its output would: a failure worth retrying, not a refusal.
 */
function failingFfmpeg(real: string): string {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-')), 'ffmpeg.sh');
  fs.writeFileSync(
    script,
    `#!/bin/sh\ncase " $* " in *" -version "*|*" -h "*) exec '${real}' "$@";; esac\necho 'Conversion failed!' >&2\nexit 1\n`,
    { mode: 0o755 },
  );
  return script;
}

/** A candidate uploads `video`; answers the recording once processing has settled on it. */
async function uploadAndSettle(t: TestApp, role: Role, video: Buffer) {
  const candidate = await seedCandidate(t, { role, name: 'Uploader', email: 'up@test.example' });
  const uploadId = await startUpload(t, candidate.auth);
  await sendUpload(t, candidate.auth, uploadId, video);
  const deadline = Date.now() + 30_000;
  let row = await findRecordingByUpload(t.database.db, uploadId);
  while (row?.status !== 'failed' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    row = await findRecordingByUpload(t.database.db, uploadId);
  }
  await t.app.recordingProcessor.idle();
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/admin/candidates/${candidate.id}`,
    headers: t.admin,
  });
  return { row, video: detail.json<CandidateDetailBody>().data.video };
}

async function jobsIn(t: TestApp, queue: string) {
  const jobs = await t.database.db.execute(
    sql`select state, retry_count as "retryCount" from pgboss.job where name = ${queue}`,
  );
  return (jobs as { rows: { state: string; retryCount: number }[] }).rows;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('processing through the shared queue', () => {
  describe('when ffmpeg fails', () => {
    let t: TestApp;
    let role: Role;
    let video: Buffer;

    beforeAll(async () => {
      const { ffmpeg } = (await locateFfmpeg()) as FfmpegTools;
      video = fs.readFileSync(await writeLiveWebm(ffmpeg, 1));
      t = await createTestApp('postgres', { processingRetry, ffmpegPath: failingFfmpeg(ffmpeg) });
      role = (await listRoles(t))[0] as Role;
    });
    afterAll(() => t.close());

    it('marks a recording failed for reviewers after its last attempt, and leaves its job dead-lettered', async () => {
      const { row, video: seen } = await uploadAndSettle(t, role, video);
      expect(row?.status).toBe('failed');
      expect(row?.processingAttempts).toBe(2);
      expect(seen.state).toBe('failed');
      expect(seen.failureReason).toBe(
        "ffmpeg's probe step failed (exit code 1): Conversion failed!",
      );
      expect(await jobsIn(t, DEAD_LETTER_QUEUE)).toHaveLength(1);
    });
  });

  describe('when processing refuses a recording', () => {
    let t: TestApp;
    let role: Role;
    let video: Buffer;

    beforeAll(async () => {
      const { ffmpeg } = (await locateFfmpeg()) as FfmpegTools;
      video = fs.readFileSync(
        await writeTestVideo(ffmpeg, { width: 4098, height: 16, seconds: 1 }),
      );
      t = await createTestApp('postgres', { processingRetry });
      role = (await listRoles(t))[0] as Role;
    });
    afterAll(() => t.close());

    it('marks it failed with the reason at its first attempt: its job completes, never retried nor dead-lettered', async () => {
      const { row, video: seen } = await uploadAndSettle(t, role, video);
      expect(row?.status).toBe('failed');
      expect(row?.processingAttempts).toBe(1);
      expect(seen.failureReason).toBe(TEXTS.processing.tooLarge(4098, 16, 4096));
      expect(await jobsIn(t, PROCESSING_QUEUE)).toEqual([{ state: 'completed', retryCount: 0 }]);
      expect(await jobsIn(t, DEAD_LETTER_QUEUE)).toEqual([]);
    });
  });
});

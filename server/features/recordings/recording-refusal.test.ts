import fs from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import { TEXTS } from '../../../shared/texts';
import type { CandidateDetailBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import {
  claimDuration,
  jpegSize,
  writeHlsPlaylist,
  writeJumpingWebm,
  writeLiveWebm,
  writeTestVideo,
} from '../../test/test-video';
import { listRoles, seedCandidate, sendUpload, startUpload } from '../review/review-test-seed';
import { locateFfmpeg, type FfmpegTools } from './processing/ffmpeg';
import { findRecordingByUpload } from './recordings.repository';

/** Hostile uploads, made once: each passes the upload's magic-byte check as a WebM. */
const uploads = {} as Record<'huge' | 'long' | 'jump' | 'playlist' | 'wide', Buffer>;

beforeAll(async () => {
  const { ffmpeg } = (await locateFfmpeg()) as FfmpegTools;
  uploads.huge = fs.readFileSync(
    await writeTestVideo(ffmpeg, { width: 4200, height: 4200, seconds: 1 }),
  );
  const long = await writeTestVideo(ffmpeg, { width: 16, height: 16, seconds: 960 });
  claimDuration(long, 1000);
  uploads.long = fs.readFileSync(long);
  uploads.jump = fs.readFileSync(await writeJumpingWebm(ffmpeg));
  uploads.playlist = fs.readFileSync(writeHlsPlaylist(await writeLiveWebm(ffmpeg, 1), true));
  uploads.wide = fs.readFileSync(
    await writeTestVideo(ffmpeg, {
      source: 'testsrc',
      width: 1920,
      height: 1080,
      seconds: 2,
      rate: 5,
      live: true,
    }),
  );
}, 60_000);

describe.each(testDatabaseKinds())('what processing refuses, for reviewers to see (%s)', (kind) => {
  let role: Role;

  const t = useTestApp(kind);
  beforeEach(async () => {
    role = (await listRoles(t))[0] as Role;
  });

  /** A candidate uploads `video` as their recording; answers what reviewers then see. */
  async function uploadAndReview(video: Buffer) {
    const candidate = await seedCandidate(t, { role, name: 'Uploader', email: 'up@test.example' });
    const uploadId = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, uploadId, video);
    await t.app.recordingProcessor.idle();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${candidate.id}`,
      headers: t.admin,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const row = await findRecordingByUpload(t.database.db, uploadId);
    return { candidate, video: detail.json<CandidateDetailBody>().data.video, row };
  }

  it.each([
    ['a 4200×4200 picture', 'huge', TEXTS.processing.tooLarge(4200, 4200, 4096)],
    ['16 minutes whose header claims 1 s', 'long', TEXTS.processing.tooLong(15)],
    ['a last frame 10 hours in', 'jump', TEXTS.processing.tooLong(15)],
    ['an HLS playlist behind WebM magic bytes', 'playlist', TEXTS.processing.unreadable('WebM')],
  ] as const)(
    'refuses %s at once, reviewers read why, and the candidate can submit it',
    async (_case, upload, reason) => {
      const { candidate, video, row } = await uploadAndReview(uploads[upload]);
      expect(video).toMatchObject({ state: 'failed', url: null, posterUrl: null });
      expect(video.failureReason).toBe(reason);
      // Refused once, never retried: the same file would get the same answer.
      expect(row?.processingAttempts).toBe(1);
      // Nor offered to reviewers to process again (docs/product.md).
      expect(row?.processingRefused).toBe(true);
      expect(video.reprocessable).toBe(false);
      // The candidate did record: Submit Recording completes the video step (only an upload that
      // is not a video at all is refused as one).
      const submit = await t.app.inject({
        method: 'POST',
        url: '/api/assessment/video',
        headers: candidate.auth,
        payload: { uploadId: row?.uploadId, recordedMs: 1000, endToCompleteMs: 0 },
      });
      expect(submit.statusCode, submit.body).toBe(200);
    },
  );

  it('keeps a 1920-wide recording whole, with a poster 1280 px wide', async () => {
    const { candidate, video } = await uploadAndReview(uploads.wide);
    expect(video).toMatchObject({ state: 'ready', failureReason: null });
    expect(Math.abs((video.durationMs ?? 0) - 2000)).toBeLessThan(500);
    const poster = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${candidate.id}/poster`,
      headers: t.admin,
    });
    expect(poster.statusCode).toBe(200);
    expect(jpegSize(poster.rawPayload)).toEqual({ width: 1280, height: 720 });
  });
});

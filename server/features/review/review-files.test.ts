import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import {
  answers,
  candidateSessions,
  candidates,
  feedback,
  integrityEvents,
  invites,
  recordings,
  reviewChanges,
  reviews,
} from '../../db/schema';
import type { ApiFailure, CandidateDetailBody, CandidateListBody } from '../../test/api-bodies';
import { TEST_PASSKEY, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { writeLiveWebm } from '../../test/test-video';
import { locateFfmpeg, type FfmpegTools } from '../recordings/processing/ffmpeg';
import {
  listRoles,
  seedCandidate,
  sendUpload,
  startUpload,
  submitRecording,
  type SeededCandidate,
} from './review-test-seed';

describe.each(testDatabaseKinds())("a candidate's video and deleting a candidate on %s", (kind) => {
  let video: Buffer;
  let role: Role;

  // A built page to serve: a candidate's page names their poster in it.
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const t = useTestApp(kind, { webDir });
  beforeAll(async () => {
    const tools = (await locateFfmpeg()) as FfmpegTools;
    video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 3));
  });
  beforeEach(async () => {
    role = (await listRoles(t))[0] as Role;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...t.admin, ...headers } });

  async function candidateWithVideo(email = 'video@test.example') {
    const candidate = await seedCandidate(t, {
      role,
      name: 'Video Candidate',
      email,
      answers: ['<p>One</p>'],
      events: [{ kind: 'paste', detail: '3 characters', occurredAt: new Date().toISOString() }],
      feedback: { rating: 3, text: 'OK' },
    });
    await submitRecording(t, candidate.auth, video);
    const [row] = await t.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.candidateId, candidate.id));
    if (!row?.storageKey || !row.posterKey) throw new Error('the recording was not processed');
    return {
      candidate,
      recording: row,
      videoFile: path.join(t.dataDir, row.storageKey),
      posterFile: path.join(t.dataDir, row.posterKey),
    };
  }

  it('serves the processed video to a reviewer with Range support', async () => {
    const { candidate, recording, videoFile } = await candidateWithVideo();
    const stored = fs.readFileSync(videoFile);
    const url = `/api/admin/candidates/${candidate.id}/video`;

    const detail = (await get(`/api/admin/candidates/${candidate.id}`)).json<CandidateDetailBody>()
      .data;
    expect(detail.video).toEqual({
      state: 'ready',
      url,
      posterUrl: `/api/admin/candidates/${candidate.id}/poster`,
      durationMs: recording.durationMs,
      sizeBytes: recording.sizeBytes,
      mimeType: recording.mimeType,
      submittedAt: recording.submittedAt?.toISOString(),
      failureReason: null,
      reprocessable: false,
      interrupted: false,
    });
    expect(detail.timing.completedAt).not.toBeNull();

    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.rawPayload.equals(stored)).toBe(true);

    const part = await get(url, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${stored.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.headers['cache-control']).toBe('private, no-store');
    expect(part.rawPayload.equals(stored.subarray(100, 1100))).toBe(true);

    const tail = await get(url, { range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(stored.subarray(stored.length - 500))).toBe(true);

    const beyond = await get(url, { range: `bytes=${stored.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${stored.length}`);
    expect(beyond.json<ApiFailure>()).toEqual({
      result: false,
      status: expect.any(String) as string,
      code: expect.any(String) as string,
    });
  });

  it('serves the poster as a jpeg, and 404 when there is no ready video', async () => {
    const { candidate, posterFile } = await candidateWithVideo();
    const poster = await get(`/api/admin/candidates/${candidate.id}/poster`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['cache-control']).toBe('private, no-store');
    expect(poster.rawPayload.equals(fs.readFileSync(posterFile))).toBe(true);
    const posterPart = await get(`/api/admin/candidates/${candidate.id}/poster`, {
      range: 'bytes=0-9',
    });
    expect(posterPart.statusCode).toBe(206);
    expect(posterPart.rawPayload.equals(fs.readFileSync(posterFile).subarray(0, 10))).toBe(true);

    const uploading = await seedCandidate(t, { role, name: 'Busy', email: 'busy@test.example' });
    await startUpload(t, uploading.auth);
    const nothing = await seedCandidate(t, { role, name: 'None', email: 'none@test.example' });
    for (const id of [uploading.id, nothing.id, '00000000-0000-4000-8000-000000000000']) {
      for (const part of ['video', 'poster']) {
        const response = await get(`/api/admin/candidates/${id}/${part}`);
        expect(response.statusCode).toBe(404);
        expect(response.json<ApiFailure>()).toEqual({
          result: false,
          status: 'This candidate has no video to play.',
          code: 'video-missing',
        });
      }
    }
    const detail = (await get(`/api/admin/candidates/${uploading.id}`)).json<CandidateDetailBody>()
      .data;
    expect(detail.video).toMatchObject({ state: 'uploading', url: null, posterUrl: null });

    // A recording that is not ready is never served, even when a file of it is on disk.
    await t.database.db
      .update(recordings)
      .set({ status: 'failed' })
      .where(eq(recordings.candidateId, candidate.id));
    expect((await get(`/api/admin/candidates/${candidate.id}/video`)).statusCode).toBe(404);
    expect((await get(`/api/admin/candidates/${candidate.id}/poster`)).statusCode).toBe(404);
    expect(
      (await get(`/api/admin/candidates/${candidate.id}`)).json<CandidateDetailBody>().data.video,
    ).toMatchObject({
      state: 'failed',
      url: null,
      posterUrl: null,
    });
  });

  async function rowsOf(candidateId: string) {
    const { db } = t.database;
    const tables = {
      candidates: db.select().from(candidates).where(eq(candidates.id, candidateId)),
      sessions: db
        .select()
        .from(candidateSessions)
        .where(eq(candidateSessions.candidateId, candidateId)),
      answers: db.select().from(answers).where(eq(answers.candidateId, candidateId)),
      recordings: db.select().from(recordings).where(eq(recordings.candidateId, candidateId)),
      feedback: db.select().from(feedback).where(eq(feedback.candidateId, candidateId)),
      events: db.select().from(integrityEvents).where(eq(integrityEvents.candidateId, candidateId)),
      reviews: db.select().from(reviews).where(eq(reviews.candidateId, candidateId)),
      changes: db.select().from(reviewChanges).where(eq(reviewChanges.candidateId, candidateId)),
    };
    const counts: Record<string, number> = {};
    for (const [name, query] of Object.entries(tables)) counts[name] = (await query).length;
    return counts;
  }

  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/candidates/${id}`, headers: t.admin });

  it("starts a signed-in reviewer's candidate page loading the poster, when there is one", async () => {
    const { candidate } = await candidateWithVideo();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey: TEST_PASSKEY },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
    const page = async (url: string, signedIn = true) =>
      (await t.app.inject({ url, headers: signedIn ? { cookie } : {} })).body;
    const preload = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/;

    for (const url of [
      `/admin/candidates/${candidate.id}`,
      `/admin/candidates/${candidate.id}?q=a`,
    ]) {
      const href = preload.exec(await page(url))?.[1];
      expect(href).toBe(`/api/admin/candidates/${candidate.id}/poster`);
      const poster = await t.app.inject({ url: href, headers: { cookie } });
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toBe('image/jpeg');
    }
    // Nothing the route would refuse: no video yet, no such candidate, not signed in, other pages.
    const uploading = await seedCandidate(t, { role, name: 'Busy', email: 'busy@test.example' });
    await startUpload(t, uploading.auth);
    for (const url of [
      `/admin/candidates/${uploading.id}`,
      '/admin/candidates/00000000-0000-4000-8000-000000000000',
      '/admin/candidates/not-an-id',
      `/admin/candidates/${candidate.id}/more`,
      '/admin/candidates',
    ]) {
      const body = await page(url);
      expect(body).toContain('id="admin-session"');
      expect(body).not.toContain('rel="preload"');
    }
    expect(await page(`/admin/candidates/${candidate.id}`, false)).not.toContain('rel="preload"');
  });

  it('deletes a candidate for good: rows, video, poster, folder; the secret stops working', async () => {
    const { candidate, videoFile, posterFile } = await candidateWithVideo();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/candidates/${candidate.id}/review`,
      headers: t.admin,
      payload: { notes: 'No', baseVersion: 0 },
    });
    const other = await candidateWithVideo('other@test.example');
    const before = await rowsOf(candidate.id);
    expect(Object.values(before).every((count) => count > 0)).toBe(true);
    expect(fs.existsSync(videoFile) && fs.existsSync(posterFile)).toBe(true);

    const response = await remove(candidate.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      status: 'The candidate and all their data were deleted.',
    });
    expect(Object.values(await rowsOf(candidate.id))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(fs.existsSync(videoFile)).toBe(false);
    expect(fs.existsSync(posterFile)).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, 'recordings', candidate.id))).toBe(false);

    const asCandidate = await t.app.inject({
      method: 'GET',
      url: '/api/assessment',
      headers: candidate.auth,
    });
    expect(asCandidate.statusCode).toBe(401);
    const [invite] = await t.database.db
      .select()
      .from(invites)
      .where(eq(invites.code, candidate.inviteCode));
    expect(invite?.revokedAt).not.toBeNull();
    const inviteLink = await t.app.inject({
      method: 'GET',
      url: `/api/invites/${candidate.inviteCode}`,
    });
    expect(inviteLink.statusCode).toBe(410);

    expect((await get(`/api/admin/candidates/${candidate.id}`)).statusCode).toBe(404);
    expect((await remove(candidate.id)).statusCode).toBe(404);
    // Everyone else's data stays.
    expect(fs.existsSync(other.videoFile)).toBe(true);
    expect((await rowsOf(other.candidate.id)).candidates).toBe(1);
    expect((await get('/api/admin/candidates')).json<CandidateListBody>().data.total).toBe(1);
  });

  it('deletes an upload still in progress, data and metadata', async () => {
    const uploads: { candidate: SeededCandidate; uploadId: string }[] = [];
    for (const email of ['first@test.example', 'second@test.example']) {
      const candidate = await seedCandidate(t, { role, name: 'Uploading', email });
      const uploadId = await startUpload(t, candidate.auth);
      await sendUpload(t, candidate.auth, uploadId, video.subarray(0, 70_000), false);
      uploads.push({ candidate, uploadId });
    }
    const [gone, kept] = uploads as [(typeof uploads)[0], (typeof uploads)[0]];
    const uploadFile = (id: string) => path.join(t.dataDir, 'uploads', id);
    expect(fs.existsSync(uploadFile(gone.uploadId))).toBe(true);
    expect(fs.existsSync(`${uploadFile(gone.uploadId)}.json`)).toBe(true);

    expect((await remove(gone.candidate.id)).statusCode).toBe(200);
    expect(fs.existsSync(uploadFile(gone.uploadId))).toBe(false);
    expect(fs.existsSync(`${uploadFile(gone.uploadId)}.json`)).toBe(false);
    expect(fs.existsSync(uploadFile(kept.uploadId))).toBe(true);
    const resumed = await t.app.inject({
      method: 'HEAD',
      url: `/api/recordings/uploads/${gone.uploadId}`,
      headers: { 'tus-resumable': '1.0.0', ...gone.candidate.auth },
    });
    expect(resumed.statusCode).toBe(401);
  });
});

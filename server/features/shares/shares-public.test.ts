import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.schema';
import type { GuestFeedback, PublicShare } from '../../../shared/shares.schema';
import {
  auditEvents,
  recordings,
  reviewComments,
  reviews,
  reviewScores,
  shareLinks,
  shareVisits,
} from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { TEST_DEVICE } from '../../test/test-device';
import { candidateForRole, insertTestRole } from '../../test/test-roles';
import { addTestMember } from '../../test/test-members';
import { writeLiveWebm } from '../../test/test-video';
import { locateFfmpeg, type FfmpegTools } from '../recordings/processing/ffmpeg';
import { listRoles, seedCandidate, submitRecording } from '../review/review-test-seed';
import { createTestShare } from './shares-test-support';

describe.each(testDatabaseKinds())("a share link's visitor on %s", (kind) => {
  let role: Role;
  let video: Buffer;

  const t = useTestApp(kind);
  beforeAll(async () => {
    const tools = (await locateFfmpeg()) as FfmpegTools;
    video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 2));
  });
  beforeEach(async () => {
    role = (await listRoles(t))[0] as Role;
  });

  const visit = (token: string, path = '') =>
    t.app.inject({ method: 'GET', url: `/api/shares/${token}${path}` });
  const leave = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/shares/${token}/feedback`, payload });
  const seed = (name: string, email: string) =>
    seedCandidate(t, { role, name, email, answers: ['<p>I ship <b>small</b> changes.</p>'] });

  it('shows the candidate without their secret, email, device or anything of the team', async () => {
    const ada = await seed('Ada Share', 'ada.private@test.example');
    const sam = await addTestMember(t.database, 'reviewer', 'Sam Member');
    const { db } = t.database;
    await db.insert(reviews).values({
      candidateId: ada.id,
      status: 'shortlisted',
      notes: 'TEAM-ONLY-NOTE',
      updatedBy: 'Sam Member',
    });
    await db.insert(reviewScores).values({ candidateId: ada.id, memberId: sam.row.id, score: 5 });
    await db
      .insert(reviewComments)
      .values({ candidateId: ada.id, memberId: sam.row.id, body: 'TEAM-ONLY-COMMENT' });
    const { token } = await createTestShare(t, { candidateId: ada.id, allowFeedback: true });

    const response = await visit(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json<{ data: PublicShare }>().data;
    expect(data).toMatchObject({ label: 'For the hiring manager', allowFeedback: true });
    expect(data.candidates).toHaveLength(1);
    expect(data.candidates[0]).toMatchObject({
      id: ada.id,
      name: 'Ada Share',
      role: { title: expect.any(String) as string },
      answered: 1,
    });
    expect(data.candidates[0]?.answers[0]?.html).toBe('<p>I ship <b>small</b> changes.</p>');
    const text = response.body;
    for (const secret of [
      ada.unique,
      ada.inviteCode,
      'ada.private@test.example',
      'profile.test.example',
      TEST_DEVICE.userAgent,
      TEST_DEVICE.timezone,
      'TEAM-ONLY-NOTE',
      'TEAM-ONLY-COMMENT',
      'Sam Member',
      'sam.member@team.example',
      'Owner',
      'shortlisted',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(Object.keys(data.candidates[0] ?? {}).sort()).toEqual(
      ['answered', 'answers', 'files', 'id', 'media', 'name', 'role', 'timing', 'video'].sort(),
    );
  });

  it('shows a failed answer recording as failed, without the raw processing error', async () => {
    const roleId = await insertTestRole(t, {
      id: 'sa1',
      questions: [
        {
          text: 'Say hello?',
          guidance: '',
          answer: { type: 'audio', maxSeconds: 60, takes: null },
        },
      ],
    });
    const candidate = await candidateForRole(t, roleId);
    await t.database.db.insert(recordings).values({
      candidateId: candidate.id,
      uploadId: 'share-failed-audio',
      status: 'failed',
      questionIndex: 0,
      media: 'audio',
      submittedAt: new Date(),
      processingError: 'ffmpeg exited 1: /srv/secret-bucket/key.webm',
    });
    const { token } = await createTestShare(t, { candidateId: candidate.id });

    const response = await visit(token);
    expect(response.statusCode).toBe(200);
    const shared = response.json<{ data: PublicShare }>().data.candidates[0];
    expect(shared?.media).toEqual([
      { questionIndex: 0, media: 'audio', state: 'failed', durationMs: null, failureReason: null },
    ]);
    expect(response.body).not.toContain('secret-bucket');
  });

  it('counts each visit in the day’s row, and the first in the audit log', async () => {
    const ada = await seed('Ada Share', 'ada@test.example');
    const { token, share } = await createTestShare(t, { candidateId: ada.id });
    await visit(token);
    await visit(token);
    const visits = await t.database.db
      .select()
      .from(shareVisits)
      .where(eq(shareVisits.shareId, share.id));
    expect(visits).toEqual([expect.objectContaining({ visits: 2 })]);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/shares',
      headers: t.admin,
    });
    expect(listed.json<{ data: { items: { visits: number }[] } }>().data.items[0]?.visits).toBe(2);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'share.visit'));
    expect(audited).toHaveLength(1);
  });

  it('a shortlist shows the candidates its filter chooses now, and no others', async () => {
    const ada = await seed('Ada Share', 'ada@test.example');
    const ben = await seed('Ben Other', 'ben@test.example');
    await t.database.db.insert(reviews).values({ candidateId: ada.id, status: 'shortlisted' });
    const { token } = await createTestShare(t, { filter: { status: 'shortlisted' } });
    const names = async () =>
      (await visit(token)).json<{ data: PublicShare }>().data.candidates.map((c) => c.name);
    expect(await names()).toEqual(['Ada Share']);
    expect((await visit(token, `/candidates/${ben.id}/video`)).statusCode).toBe(404);
    await t.database.db.insert(reviews).values({ candidateId: ben.id, status: 'shortlisted' });
    expect((await names()).sort()).toEqual(['Ada Share', 'Ben Other']);
  });

  it('answers 404 for an unknown link and 410 once it is revoked or expired', async () => {
    const ada = await seed('Ada Share', 'ada@test.example');
    const unknown = await visit('N'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      result: false,
      status: 'This share link does not exist. Check that you copied all of it.',
      code: 'share-unknown',
    });
    const revoked = await createTestShare(t, { candidateId: ada.id });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/shares/${revoked.share.id}/revoke`,
      headers: t.admin,
    });
    const gone = await visit(revoked.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      result: false,
      status: 'This share link no longer works: the team revoked it.',
      code: 'share-revoked',
    });
    const expired = await createTestShare(t, { candidateId: ada.id, allowFeedback: true });
    await t.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expired.share.id));
    expect((await visit(expired.token)).statusCode).toBe(410);
    const late = await leave(expired.token, { candidateId: ada.id, name: 'Dana', score: 3 });
    expect(late.statusCode).toBe(410);
    expect((await visit(revoked.token, `/candidates/${ada.id}/poster`)).statusCode).toBe(410);
    const visits = await t.database.db.select().from(shareVisits);
    expect(visits).toEqual([]);
  });

  it('plays the shared video with Range, and only the shared candidate’s', async () => {
    const ada = await seed('Ada Share', 'ada@test.example');
    const ben = await seed('Ben Other', 'ben@test.example');
    await submitRecording(t, ada.auth, video);
    await submitRecording(t, ben.auth, video);
    const { token } = await createTestShare(t, { candidateId: ada.id });
    const shared = (await visit(token)).json<{ data: PublicShare }>().data.candidates[0];
    expect(shared?.video.state).toBe('ready');
    expect(shared?.video.url).toBe(`/api/shares/${token}/candidates/${ada.id}/video`);
    const whole = await visit(token, `/candidates/${ada.id}/video`);
    expect(whole.statusCode).toBe(200);
    const part = await t.app.inject({
      method: 'GET',
      url: shared?.video.url ?? '',
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 100));
    const poster = await t.app.inject({ method: 'GET', url: shared?.video.posterUrl ?? '' });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((await visit(token, `/candidates/${ben.id}/video`)).statusCode).toBe(404);
    expect((await visit(token, `/candidates/${ben.id}/poster`)).statusCode).toBe(404);
  });

  it('takes a visitor’s feedback when allowed, and the team sees it on the candidate', async () => {
    const ada = await seed('Ada Share', 'ada@test.example');
    const ben = await seed('Ben Other', 'ben@test.example');
    const open = await createTestShare(t, {
      label: 'Panel',
      candidateId: ada.id,
      allowFeedback: true,
    });
    const closed = await createTestShare(t, { candidateId: ada.id, allowFeedback: false });

    const saved = await leave(open.token, {
      candidateId: ada.id,
      name: ' Dana Guest ',
      score: 4,
      comment: 'Clear thinker.',
    });
    expect(saved.statusCode).toBe(200);
    expect((await leave(open.token, { candidateId: ada.id, name: 'Eli' })).statusCode).toBe(400);
    const refused = await leave(closed.token, { candidateId: ada.id, name: 'Dana', score: 2 });
    expect(refused.statusCode).toBe(403);
    const elsewhere = await leave(open.token, { candidateId: ben.id, name: 'Dana', score: 2 });
    expect(elsewhere.statusCode).toBe(404);

    const viewer = await addTestMember(t.database, 'viewer');
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${ada.id}/guest-feedback`,
      headers: viewer.auth,
    });
    expect(seen.json<{ data: { items: GuestFeedback[] } }>().data.items).toEqual([
      {
        id: expect.any(Number) as number,
        visitorName: 'Dana Guest',
        score: 4,
        comment: 'Clear thinker.',
        createdAt: expect.any(String) as string,
        shareLabel: 'Panel',
      },
    ]);
    const ofBen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${ben.id}/guest-feedback`,
      headers: viewer.auth,
    });
    expect(ofBen.json<{ data: { items: GuestFeedback[] } }>().data.items).toEqual([]);
  });
});

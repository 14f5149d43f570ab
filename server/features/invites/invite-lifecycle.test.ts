import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITE_REFUSAL_CODES, INVITE_TEXTS } from '../../../shared/invite-texts';
import type { RegistrationResponse } from '../../../shared/registration.schema';
import {
  answers,
  candidates,
  feedback,
  integrityEvents,
  invites,
  recordings,
} from '../../db/schema';
import type { AssessmentStateBody, CandidateDetailBody, InviteBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { TEST_DEVICE } from '../../test/test-device';

const DAY_MS = 24 * 60 * 60 * 1000;
const TUS = { 'tus-resumable': '1.0.0' };
const WITHDRAWN = {
  result: false,
  status: INVITE_TEXTS.withdrawn,
  code: INVITE_REFUSAL_CODES.withdrawn,
};

describe.each(testDatabaseKinds())('an invite through its whole lifecycle on %s', (kind) => {
  const t = useTestApp(kind);

  const admin = (method: 'revoke' | 'extend', code: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/invites/${code}/${method}`, headers: t.admin });
  const saveAnswer = (
    auth: Record<string, string>,
    questionId: number,
    answer: string,
    sequence: number,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/assessment/answers/${questionId}`,
      headers: auth,
      payload: { answer, sequence },
    });
  const state = (auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/assessment', headers: auth });
  const setExpiry = (code: string, expiresAt: Date) =>
    t.database.db.update(invites).set({ expiresAt }).where(eq(invites.code, code));
  const candidateIdOf = async (code: string) =>
    (await t.database.db.select().from(candidates).where(eq(candidates.inviteCode, code)))[0]
      ?.id as string;
  const detail = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/admin/candidates/${id}`, headers: t.admin })
    ).json<CandidateDetailBody>().data;
  const register = (invitecode: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: {
        name: 'Test Candidate',
        email,
        social: 'https://profile.test.example',
        invitecode,
        data: TEST_DEVICE,
      },
    });
  const createUpload = (auth: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recordings/uploads',
      headers: {
        ...TUS,
        ...auth,
        'upload-defer-length': '1',
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });
  const patchChunk = (
    auth: Record<string, string>,
    uploadId: string,
    offset: number,
    payload = Buffer.alloc(1024, 1),
    more: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/recordings/uploads/${uploadId}`,
      headers: {
        ...TUS,
        ...auth,
        ...more,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      payload,
    });
  async function storedCounts() {
    const db = t.database.db;
    const [a] = await db.select({ n: count() }).from(answers);
    const [e] = await db.select({ n: count() }).from(integrityEvents);
    const [f] = await db.select({ n: count() }).from(feedback);
    const rows = await db.select().from(recordings);
    const [c] = await db.select().from(candidates);
    return {
      answers: a?.n,
      events: e?.n,
      feedback: f?.n,
      recordings: rows.map((row) => ({ id: row.id, status: row.status, size: row.sizeBytes })),
      progress: { step: c?.step, questionIndex: c?.questionIndex, completedAt: c?.completedAt },
    };
  }

  it('stops a revoked candidate mid-way at every endpoint, storing nothing, and keeps their work for reviewers', async () => {
    const me = await registerTestCandidate(t);
    expect((await saveAnswer(me.auth, 1, '<p>My first answer</p>', 1)).statusCode).toBe(200);
    const upload = await createUpload(me.auth);
    expect(upload.statusCode).toBe(201);
    const uploadId = String(upload.headers.location).split('/').pop() as string;
    // A chunk a moment before the revoke: the next one would be let through from memory.
    expect((await patchChunk(me.auth, uploadId, 0)).statusCode).toBe(204);

    const revoked = await admin('revoke', me.inviteCode);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<InviteBody>().data.state).toBe('revoked');
    const before = await storedCounts();

    const refused = [
      await state(me.auth),
      await saveAnswer(me.auth, 1, '<p>Changed after the revoke</p>', 2),
      await saveAnswer(me.auth, 2, '<p>A second answer</p>', 1),
      await t.app.inject({
        method: 'PUT',
        url: '/api/assessment/progress',
        headers: me.auth,
        payload: { step: 'questions', questionIndex: 2 },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/assessment/events',
        headers: me.auth,
        payload: { kind: 'paste' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/assessment/complete', headers: me.auth }),
      await t.app.inject({
        method: 'POST',
        url: '/api/assessment/video',
        headers: me.auth,
        payload: { uploadId, recordedMs: 3000, endToCompleteMs: 10 },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/feedback',
        payload: { unique: me.unique, feedback: 'Nice', rating: 5 },
      }),
      await createUpload(me.auth),
      await patchChunk(me.auth, uploadId, 1024),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/recordings/uploads/${uploadId}`,
        headers: { ...TUS, ...me.auth },
      }),
      await register(me.inviteCode, 'candidate@test.example'),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(410);
      expect(response.json()).toEqual(WITHDRAWN);
    }
    expect(await storedCounts()).toEqual(before);

    const kept = await detail(await candidateIdOf(me.inviteCode));
    const html = kept.answers.map((answer) => answer.html ?? '').join('\n');
    expect(html).toContain('My first answer');
    expect(html).not.toContain('after the revoke');
    expect(html).not.toContain('A second answer');
    expect(kept.timing.completedAt).toBeNull();
    expect(kept.inviteRevokedAt).toBe(revoked.json<InviteBody>().data.revokedAt);
  });

  it('makes no finished recording of a last chunk let through in the seconds after a revoke elsewhere', async () => {
    const me = await registerTestCandidate(t);
    const upload = await createUpload(me.auth);
    const uploadId = String(upload.headers.location).split('/').pop() as string;
    const start = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(1020, 1)]);
    expect((await patchChunk(me.auth, uploadId, 0, start)).statusCode).toBe(204);
    // Revoked on another instance: this one still admits the upload's chunks from memory.
    await t.database.db
      .update(invites)
      .set({ revokedAt: new Date() })
      .where(eq(invites.code, me.inviteCode));
    const last = await patchChunk(me.auth, uploadId, 1024, Buffer.alloc(1024, 2), {
      'upload-length': '2048',
    });
    expect(last.statusCode).toBe(410);
    expect(last.json()).toEqual(WITHDRAWN);
    await t.app.recordingProcessor.idle();
    const rows = await t.database.db.select().from(recordings);
    expect(rows.map((row) => row.status)).toEqual(['uploading']);
  });

  it('lets a registered candidate finish after their invite expired, and refuses the link to others', async () => {
    const me = await registerTestCandidate(t);
    await setExpiry(me.inviteCode, new Date(Date.now() - DAY_MS));
    expect((await saveAnswer(me.auth, 1, '<p>Late but kept</p>', 1)).statusCode).toBe(200);
    expect((await state(me.auth)).statusCode).toBe(200);
    const other = await register(me.inviteCode, 'someone-else@test.example');
    expect(other.statusCode).toBe(410);
    expect(other.json()).toEqual({
      result: false,
      status: INVITE_TEXTS.expired,
      code: INVITE_REFUSAL_CODES.expired,
    });
  });

  it('resumes a registered candidate with the same email once their expired invite is extended', async () => {
    const me = await registerTestCandidate(t, 'Resume.Me@test.example');
    expect((await saveAnswer(me.auth, 1, '<p>Before it expired</p>', 1)).statusCode).toBe(200);
    await setExpiry(me.inviteCode, new Date(Date.now() - DAY_MS));
    // Another computer (or a cleared browser) comes back through the link: refused while expired.
    expect((await register(me.inviteCode, 'resume.me@test.example')).statusCode).toBe(410);

    const extended = await admin('extend', me.inviteCode);
    expect(extended.statusCode).toBe(200);
    expect(extended.json<InviteBody>().data.state).toBe('used');
    expect(Date.parse(extended.json<InviteBody>().data.expiresAt)).toBeGreaterThan(Date.now());

    const again = await register(me.inviteCode, ' resume.me@test.example ');
    expect(again.statusCode).toBe(200);
    const { unique } = again.json<RegistrationResponse>();
    const resumed = await state({ authorization: `Bearer ${unique}` });
    expect(resumed.statusCode).toBe(200);
    const body = resumed.json<AssessmentStateBody>();
    expect(body.data.answers.map((answer) => answer.answer).join('\n')).toContain(
      'Before it expired',
    );
    // Someone else still cannot take the extended link.
    expect((await register(me.inviteCode, 'thief@test.example')).statusCode).toBe(409);
    // The first computer kept working throughout.
    expect((await state(me.auth)).statusCode).toBe(200);
  });

  it('refuses to extend a revoked used invite, changing nothing; revoking twice keeps it withdrawn', async () => {
    const me = await registerTestCandidate(t);
    expect((await admin('revoke', me.inviteCode)).statusCode).toBe(200);
    const [before] = await t.database.db
      .select()
      .from(invites)
      .where(eq(invites.code, me.inviteCode));
    const extend = await admin('extend', me.inviteCode);
    expect(extend.statusCode).toBe(409);
    expect(extend.json()).toEqual({
      result: false,
      status: 'A revoked invite cannot be extended. Create a new one.',
      code: 'extend-revoked',
    });
    expect((await admin('revoke', me.inviteCode)).statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(invites)
      .where(eq(invites.code, me.inviteCode));
    expect(after).toEqual(before);
    expect((await state(me.auth)).json()).toEqual(WITHDRAWN);
  });
});

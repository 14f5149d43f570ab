import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from '../../../shared/mail-texts';
import {
  auditEvents,
  candidates,
  invites,
  mailOutbox,
  roleLogos,
  roleVersions,
} from '../../db/schema';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { candidateForRole, insertTestRole, inviteToRole } from '../../test/test-roles';
import { PNG } from '../../test/test-roles-api';
import { writeTestVideo } from '../../test/test-video';
import { locateFfmpeg, type FfmpegTools } from '../recordings/processing/ffmpeg';
import { sendUpload, startUpload } from '../review/review-test-seed';

const ORIGIN = 'https://jobs.acme.example';
const HOUR = 60 * 60 * 1000;

/** A short video as a browser records it. */
let video: Buffer;
beforeAll(async () => {
  const { ffmpeg } = (await locateFfmpeg()) as FfmpegTools;
  video = fs.readFileSync(
    await writeTestVideo(ffmpeg, { width: 16, height: 16, seconds: 2, live: true }),
  );
}, 60_000);

/** Answers the test role's two questions, as the candidate's editor saves them. */
async function answerBothQuestions(t: TestApp, auth: Record<string, string>): Promise<void> {
  for (const questionId of [0, 1]) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/assessment/answers/${questionId}`,
      headers: auth,
      payload: { answer: '<p>Answer</p>', sequence: 1 },
    });
  }
}

describe.each(testDatabaseKinds())('mail through a real SMTP server on %s', (kind) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      publicUrl: ORIGIN,
      mail: inbox.settings(),
      mailRetry: { delaysMs: [100, 100], pollMs: 25 },
    });
  });
  beforeEach(async () => {
    await t.reset();
    inbox.clear();
    await insertTestRole(t, { id: 'ml1', settings: { video: { enabled: false } } });
  });
  // A test that queues a mail and ends before it is sent would see it arrive in the next one.
  afterEach(() => settle());
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const rows = () => t.database.db.select().from(mailOutbox);
  const invitedAt = async (email: string | null, label: string | null = 'Dana Candidate') => {
    const code = await inviteToRole(t, 'ml1');
    await t.database.db.update(invites).set({ email, label }).where(eq(invites.code, code));
    const [row] = await t.database.db.select().from(invites).where(eq(invites.code, code));
    return { code, expiresAt: (row as { expiresAt: Date }).expiresAt };
  };
  /** Waits until the relay has nothing left to do, then a little longer: nothing more arrives. */
  const settle = async () => {
    for (let i = 0; i < 100; i += 1) {
      const pending = (await rows()).filter((row) => ['queued', 'sending'].includes(row.status));
      if (pending.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  };

  it('sends an invite with the role, the company and the link, once, with a stable Message-ID', async () => {
    const { code } = await invitedAt('dana@candidate.example');
    const id = await t.app.mail.queueInvite(code, ORIGIN);
    const [mail] = await inbox.waitFor(1);
    await settle();
    expect(inbox.messages).toHaveLength(1);
    expect(mail?.to).toEqual(['dana@candidate.example']);
    expect(mail?.from).toMatch(/^"?Hiring at Acme"? <jobs@acme\.example>$/);
    expect(mail?.subject).toBe('Test Company invites you to apply: Test role ml1');
    expect(mail?.links).toContain(`${ORIGIN}/invite/${code}`);
    expect(mail?.text).toContain(`${ORIGIN}/invite/${code}`);
    expect(mail?.text).toContain('Hello Dana Candidate,');
    expect(mail?.html).toContain('Test Company');
    // No tracking: the only image would be the company's logo (this role has none uploaded).
    expect(mail?.html).not.toMatch(/<img/i);
    expect(mail?.messageId).toBe(`<${id}@acme.example>`);
    const [row] = await rows();
    expect(row).toMatchObject({ id, kind: 'invite', status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('shows an uploaded PNG logo from the app address, and an SVG logo not at all', async () => {
    const { code } = await invitedAt('dana@candidate.example');
    const logo = async (id: string, mimeType: string) => {
      await t.database.db.insert(roleLogos).values({ id, mimeType, bytes: PNG });
      await t.database.db
        .update(roleVersions)
        .set({ companyLogoId: id })
        .where(eq(roleVersions.roleId, 'ml1'));
    };
    await logo('a'.repeat(64), 'image/png');
    await t.app.mail.queueInvite(code, ORIGIN);
    const [withPng] = await inbox.waitFor(1);
    expect(withPng?.html).toContain(`src="${ORIGIN}/api/role-logos/${'a'.repeat(64)}"`);
    expect(withPng?.html).toContain('alt="Test Company"');
    await logo('b'.repeat(64), 'image/svg+xml');
    await t.app.mail.queueInvite(code, ORIGIN);
    const [, withSvg] = await inbox.waitFor(2);
    expect(withSvg?.html).not.toMatch(/<img/i);
    expect(withSvg?.html).toContain('Test Company');
  });

  it('a resend is a new mail; an invite without an address is refused with 409', async () => {
    const { code } = await invitedAt('dana@candidate.example');
    await t.app.mail.queueInvite(code, ORIGIN);
    await t.app.mail.queueInvite(code, ORIGIN);
    await inbox.waitFor(2);
    const bare = await invitedAt(null);
    await expect(t.app.mail.queueInvite(bare.code, ORIGIN)).rejects.toMatchObject({
      httpStatus: 409,
      message: MAIL_TEXTS.inviteHasNoEmail,
    });
    await settle();
    expect(inbox.messages).toHaveLength(2);
  });

  it('retries after the SMTP server refuses for now, and sends exactly once', async () => {
    const { code } = await invitedAt('dana@candidate.example');
    inbox.refuseNext(1, 451, 'Mailbox busy, try again later');
    const id = await t.app.mail.queueInvite(code, ORIGIN);
    await inbox.waitFor(1, 5000);
    await settle();
    expect(inbox.messages).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({ id, status: 'sent', attempts: 2 });
  });

  it('gives up at once on a final refusal and keeps the server answer', async () => {
    const { code } = await invitedAt('nobody@candidate.example');
    inbox.refuseNext(1, 550, 'No such mailbox here');
    await t.app.mail.queueInvite(code, ORIGIN);
    await settle();
    expect(inbox.messages).toHaveLength(0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toContain('550');
    expect(row?.lastError).toContain('No such mailbox here');
  });

  it('fails for good after the last retry while the server keeps refusing', async () => {
    const { code } = await invitedAt('dana@candidate.example');
    inbox.refuseNext(3, 451, 'Greylisted, come back later');
    await t.app.mail.queueInvite(code, ORIGIN);
    await settle();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.lastError).toContain('Greylisted');
    expect(inbox.messages).toHaveLength(0);
  });

  it('reminds once, within the set hours before expiry, and never a finished or revoked candidate', async () => {
    const open = await invitedAt('open@candidate.example');
    const started = await candidateForRole(t, 'ml1', { email: 'started@candidate.example' });
    await t.database.db
      .update(invites)
      .set({ email: 'started@candidate.example' })
      .where(eq(invites.code, started.inviteCode));
    const finished = await candidateForRole(t, 'ml1', { email: 'done@candidate.example' });
    await t.database.db
      .update(invites)
      .set({ email: 'done@candidate.example' })
      .where(eq(invites.code, finished.inviteCode));
    for (const questionId of [0, 1]) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/assessment/answers/${questionId}`,
        headers: finished.auth,
        payload: { answer: '<p>Answer</p>', sequence: 1 },
      });
    }
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/complete',
      headers: finished.auth,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const revoked = await invitedAt('revoked@candidate.example');
    await t.database.db
      .update(invites)
      .set({ revokedAt: new Date() })
      .where(eq(invites.code, revoked.code));
    await invitedAt(null);
    await settle();
    inbox.clear();

    // 25 hours before expiry: not yet (the default is 24 hours).
    expect(await t.app.mail.sweepOnce(new Date(open.expiresAt.getTime() - 25 * HOUR))).toBe(0);
    const now = new Date(open.expiresAt.getTime() - 23 * HOUR);
    expect(await t.app.mail.sweepOnce(now)).toBe(2);
    expect(await t.app.mail.sweepOnce(now)).toBe(0);
    expect(await t.app.mail.sweepOnce(new Date(now.getTime() + HOUR))).toBe(0);
    await inbox.waitFor(2);
    await settle();
    expect(inbox.messages.map((mail) => mail.to[0]).sort()).toEqual([
      'open@candidate.example',
      'started@candidate.example',
    ]);
    const [reminder] = inbox.to('open@candidate.example');
    expect(reminder?.subject).toBe('Reminder: your assessment for Test role ml1 closes soon');
    expect(reminder?.links).toContain(`${ORIGIN}/invite/${open.code}`);
    expect(reminder?.text).toContain('about 23 hours');
    // After expiry, nothing.
    expect(await t.app.mail.sweepOnce(new Date(open.expiresAt.getTime() + HOUR))).toBe(0);
  });

  it('follows the reminder setting: later with 48 hours, none when off', async () => {
    const open = await invitedAt('open@candidate.example');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/mail/settings', headers: t.admin, payload });
    expect((await put({ reminderHours: null, notifyTeam: true })).statusCode).toBe(200);
    expect(await t.app.mail.sweepOnce(new Date(open.expiresAt.getTime() - HOUR))).toBe(0);
    expect((await put({ reminderHours: 48, notifyTeam: true })).statusCode).toBe(200);
    expect(await t.app.mail.sweepOnce(new Date(open.expiresAt.getTime() - 47 * HOUR))).toBe(1);
  });

  it('tells the candidate and each reviewing member once when an assessment is completed', async () => {
    const reviewer = await addTestMember(t.database, 'reviewer', 'Rae Reviewer');
    await addTestMember(t.database, 'admin', 'Ada Admin');
    await addTestMember(t.database, 'viewer', 'Vic Viewer');
    const candidate = await candidateForRole(t, 'ml1', { email: 'finisher@candidate.example' });
    await answerBothQuestions(t, candidate.auth);
    const complete = () =>
      t.app.inject({ method: 'POST', url: '/api/assessment/complete', headers: candidate.auth });
    expect((await complete()).statusCode).toBe(200);
    expect((await complete()).statusCode).toBe(200);
    await inbox.waitFor(3);
    await settle();
    expect(inbox.messages).toHaveLength(3);
    const [received] = inbox.to('finisher@candidate.example');
    expect(received?.subject).toBe('Thank you, we received your assessment for Test role ml1');
    expect(received?.text).toContain('Hello Role Candidate,');
    const [notice] = inbox.to(reviewer.row.email ?? '');
    expect(notice?.subject).toBe('Role Candidate finished the assessment for Test role ml1');
    expect(notice?.links).toContain(`${ORIGIN}/admin/candidates/${candidate.id}`);
    expect(inbox.to('ada.admin@team.example')).toHaveLength(1);
    expect(inbox.to('vic.viewer@team.example')).toHaveLength(0);
  });

  it('tells the candidate once when their video completes the assessment', async () => {
    await insertTestRole(t, { id: 'mlv' });
    const candidate = await candidateForRole(t, 'mlv', { email: 'video@candidate.example' });
    await answerBothQuestions(t, candidate.auth);
    await t.app.inject({
      method: 'PUT',
      url: '/api/assessment/progress',
      headers: candidate.auth,
      payload: { step: 'video', questionIndex: 1 },
    });
    const uploadId = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, uploadId, video);
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/assessment/video',
        headers: candidate.auth,
        payload: { uploadId, recordedMs: 2000, endToCompleteMs: 0 },
      });
    expect((await submit()).statusCode).toBe(200);
    await submit();
    await inbox.waitFor(1);
    await settle();
    expect(inbox.messages.map((mail) => mail.subject)).toEqual([
      'Thank you, we received your assessment for Test role mlv',
    ]);
  });

  it('queues the mails of a completion the process stopped before queuing, once', async () => {
    const reviewer = await addTestMember(t.database, 'reviewer', 'Rae Reviewer');
    const candidate = await candidateForRole(t, 'ml1', { email: 'late@candidate.example' });
    const completedAt = new Date(Date.now() - 10 * 60 * 1000);
    await t.database.db
      .update(candidates)
      .set({ completedAt, step: 'complete' })
      .where(eq(candidates.id, candidate.id));
    // Older than an hour: left alone (mail turned on later does not mail the past).
    expect(await t.app.mail.catchUpCompletions(new Date(completedAt.getTime() + 2 * HOUR))).toBe(0);
    expect(await t.app.mail.catchUpCompletions()).toBe(1);
    expect(await t.app.mail.catchUpCompletions()).toBe(0);
    await inbox.waitFor(2);
    await settle();
    expect(inbox.messages.map((mail) => mail.to[0]).sort()).toEqual([
      'late@candidate.example',
      reviewer.row.email,
    ]);
  });

  it('does not tell the team when the team turned notices off', async () => {
    await addTestMember(t.database, 'reviewer', 'Rae Reviewer');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail/settings',
      headers: t.admin,
      payload: { reminderHours: 24, notifyTeam: false },
    });
    expect(put.statusCode).toBe(200);
    const candidate = await candidateForRole(t, 'ml1', { email: 'finisher@candidate.example' });
    await answerBothQuestions(t, candidate.auth);
    await t.app.inject({
      method: 'POST',
      url: '/api/assessment/complete',
      headers: candidate.auth,
    });
    await inbox.waitFor(1);
    await settle();
    expect(inbox.messages.map((mail) => mail.to[0])).toEqual(['finisher@candidate.example']);
  });

  it('mails a new team member the same link the team sees', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/members/invites',
      headers: t.admin,
      payload: { name: 'Sam Reviewer', email: 'sam@team.example', role: 'reviewer' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { link } = response.json<{ data: { link: string } }>().data;
    const [mail] = await inbox.waitFor(1);
    expect(mail?.to).toEqual(['sam@team.example']);
    expect(mail?.links).toContain(link);
    expect(mail?.text).toContain('as Reviewer');
  });

  it('shows mail as on with its sender, and saves the team choices with an audit entry', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: t.admin });
    expect(get.json()).toEqual({
      result: true,
      data: {
        enabled: true,
        from: 'Hiring at Acme <jobs@acme.example>',
        reminderHours: 24,
        notifyTeam: true,
        teamName: '',
      },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail/settings',
      headers: t.admin,
      payload: { reminderHours: 72, notifyTeam: false },
    });
    expect(put.json()).toMatchObject({
      result: true,
      status: MAIL_TEXTS.preferencesSaved,
      data: { reminderHours: 72, notifyTeam: false },
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: t.admin });
    expect(again.json()).toMatchObject({ data: { reminderHours: 72, notifyTeam: false } });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'mail.settings'));
    expect(audit).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail/settings',
      headers: t.admin,
      payload: { reminderHours: 0, notifyTeam: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ result: false });
  });
});

describe.each(testDatabaseKinds())('with mail off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { publicUrl: ORIGIN });
  });
  afterAll(() => t.close());

  it('queues nothing, refuses to send an invite with 409 and says mail is off', async () => {
    await insertTestRole(t, { id: 'ml2', settings: { video: { enabled: false } } });
    await addTestMember(t.database, 'reviewer', 'Rae Reviewer');
    const code = await inviteToRole(t, 'ml2');
    await t.database.db
      .update(invites)
      .set({ email: 'dana@candidate.example' })
      .where(eq(invites.code, code));
    await expect(t.app.mail.queueInvite(code, ORIGIN)).rejects.toMatchObject({
      httpStatus: 409,
      message: MAIL_TEXTS.off,
    });
    const candidate = await candidateForRole(t, 'ml2', { email: 'finisher@candidate.example' });
    await answerBothQuestions(t, candidate.auth);
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/complete',
      headers: candidate.auth,
    });
    expect(complete.statusCode).toBe(200);
    expect(await t.app.mail.sweepOnce(new Date(Date.now() + 400 * HOUR))).toBe(0);
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
    const get = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: t.admin });
    expect(get.json()).toEqual({
      result: true,
      data: { enabled: false, from: null, reminderHours: 24, notifyTeam: true, teamName: '' },
    });
  });
});

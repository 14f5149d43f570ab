import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from '../../../shared/mail-texts';
import { candidates, mailOutbox, members } from '../../db/schema';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember, type TestMember } from '../../test/test-members';

const ORIGIN = 'https://jobs.acme.example';

describe.each(testDatabaseKinds())('mail to a member a comment mentions, on %s', (kind) => {
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
  });
  afterEach(() => settle());
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** Waits until the relay has sent everything queued, then a little longer. */
  const settle = async () => {
    for (let i = 0; i < 100; i += 1) {
      const rows = await t.database.db.select().from(mailOutbox);
      if (!rows.some((row) => ['queued', 'sending'].includes(row.status))) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  };

  const candidateId = async () => {
    await registerTestCandidate(t);
    const [row] = await t.database.db.select({ id: candidates.id }).from(candidates);
    return (row as { id: string }).id;
  };

  const comment = async (author: TestMember, id: string, body: string, mentions: string[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/candidates/${id}/comments`,
      headers: author.auth,
      payload: { body, mentions },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number; version: number } }>().data;
  };

  const setMentionMail = async (member: TestMember, payload: unknown) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/mail',
      headers: member.auth,
      payload: payload as Record<string, unknown>,
    });
    return { statusCode: response.statusCode, body: response.body, json: response.json<unknown>() };
  };

  it('mails the mentioned member once, with who, on whom, the words and a link', async () => {
    const author = await addTestMember(t.database, 'reviewer', 'Rae Reviewer');
    const kim = await addTestMember(t.database, 'reviewer', 'Kim Reviewer');
    const id = await candidateId();
    await comment(author, id, 'Strong answers.\nWhat do you think, @Kim Reviewer?', [
      kim.row.id,
      author.row.id,
    ]);
    const [mail] = await inbox.waitFor(1);
    await settle();
    expect(inbox.messages).toHaveLength(1);
    expect(mail?.to).toEqual([kim.row.email]);
    expect(mail?.subject).toBe('Rae Reviewer mentioned you in a comment on Test Candidate');
    expect(mail?.text).toContain('Strong answers. What do you think, @Kim Reviewer?');
    expect(mail?.links).toContain(`${ORIGIN}/admin/candidates/${id}`);
  });

  it('an edit mails only the members it newly mentions', async () => {
    const author = await addTestMember(t.database, 'reviewer', 'Rae Reviewer');
    const kim = await addTestMember(t.database, 'reviewer', 'Kim Reviewer');
    const ada = await addTestMember(t.database, 'admin', 'Ada Admin');
    const id = await candidateId();
    const saved = await comment(author, id, 'Kim, have a look.', [kim.row.id]);
    await inbox.waitFor(1);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/comments/${saved.id}`,
      headers: author.auth,
      payload: {
        body: 'Kim and Ada, have a look.',
        mentions: [kim.row.id, ada.row.id],
        baseVersion: saved.version,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await inbox.waitFor(2);
    await settle();
    expect(inbox.to(kim.row.email ?? '')).toHaveLength(1);
    expect(inbox.to(ada.row.email ?? '')).toHaveLength(1);
  });

  it('respects a member who turned mention mails off, and the owner without an address', async () => {
    const author = await addTestMember(t.database, 'reviewer', 'Rae Reviewer');
    const kim = await addTestMember(t.database, 'reviewer', 'Kim Reviewer');
    const ada = await addTestMember(t.database, 'admin', 'Ada Admin');
    const off = await setMentionMail(kim, { mentions: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json).toEqual({
      result: true,
      status: MAIL_TEXTS.myPreferencesSaved,
      data: { mentions: false },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me/mail',
      headers: kim.auth,
    });
    expect(mine.json()).toMatchObject({ data: { mentions: false } });
    const [owner] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.role, 'owner'));
    const id = await candidateId();
    await comment(author, id, 'All three of you, please.', [
      kim.row.id,
      ada.row.id,
      (owner as { id: string }).id,
    ]);
    await inbox.waitFor(1);
    await settle();
    expect(inbox.messages.map((mail) => mail.to[0])).toEqual([ada.row.email]);
  });

  it('refuses a bad choice with 400 and keeps the stored one', async () => {
    const kim = await addTestMember(t.database, 'reviewer', 'Kim Reviewer');
    for (const payload of [{ mentions: 'no' }, { mentions: false, extra: 1 }, {}]) {
      const response = await setMentionMail(kim, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json).toMatchObject({ result: false });
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me/mail',
      headers: kim.auth,
    });
    expect(mine.json()).toMatchObject({ data: { mentions: true } });
  });
});

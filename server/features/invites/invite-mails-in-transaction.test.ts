import { eq, inArray } from 'drizzle-orm';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkInviteResponse } from '../../../shared/inviting.schema';
import { auditEvents, invites, mailOutbox } from '../../db/schema';
import { withInsertsRefused } from '../../test/refused-inserts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstRole } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';

const PEOPLE = [
  { name: 'Ada Lovelace', email: 'ada@atomic.example' },
  { name: 'Alan Turing', email: 'alan@atomic.example' },
];
const EMAILS = PEOPLE.map((person) => person.email);

describe.each(testDatabaseKinds())('invites and their mails on %s', (kind) => {
  let inbox: SmtpInbox;
  let t: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, { mail: inbox.settings() });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const bulk = async () =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/invites/bulk',
      headers: t.admin,
      payload: { identifyCode: (await firstRole(t)).id, entries: PEOPLE, send: true },
    });
  const invitesMade = () =>
    t.database.db
      .select({ code: invites.code })
      .from(invites)
      .where(inArray(invites.email, EMAILS));
  const mailsQueued = () =>
    t.database.db
      .select({ code: mailOutbox.inviteCode, to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, EMAILS));

  const auditedCreates = async () =>
    (
      await t.database.db
        .select({ detail: auditEvents.detail })
        .from(auditEvents)
        .where(eq(auditEvents.action, 'invite.create'))
    ).map((row) => row.detail.code);

  it('a list: saved together or not at all, with the mail queue failing no invite is made', async () => {
    await t.reset();
    await withInsertsRefused(t.database.db, 'mail_outbox', async () => {
      expect((await bulk()).statusCode).toBe(500);
    });
    expect(await invitesMade()).toEqual([]);
    expect(await mailsQueued()).toEqual([]);

    const sent = await bulk();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<BulkInviteResponse>().data.queued).toBe(2);
    const codes = (await invitesMade()).map((row) => row.code).sort();
    expect(codes).toHaveLength(2);
    expect((await mailsQueued()).map((row) => row.code).sort()).toEqual(codes);
  });

  it('one invite: its mail and audit entry are saved with it or not at all', async () => {
    await t.reset();
    const one = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/invite-codes/add',
        headers: t.admin,
        payload: { identifyCode: (await firstRole(t)).id, ...PEOPLE[0], label: 'Ada', send: true },
      });
    await withInsertsRefused(t.database.db, 'mail_outbox', async () => {
      expect((await one()).statusCode).toBe(500);
    });
    expect(await invitesMade()).toEqual([]);
    expect(await mailsQueued()).toEqual([]);
    expect(await auditedCreates()).toEqual([]);

    const sent = await one();
    expect(sent.statusCode, sent.body).toBe(200);
    const code = sent.json<CreateInviteResponse>().data.inviteCode;
    expect(await invitesMade()).toEqual([{ code }]);
    expect(await mailsQueued()).toEqual([{ code, to: PEOPLE[0]?.email }]);
    expect(await auditedCreates()).toEqual([code]);
    // Sent by the relay the request woke, or by this pass if it has not begun yet.
    await t.app.mail.runOnce();
    await expect
      .poll(() => inbox.messages.flatMap((message) => message.to))
      .toContain(PEOPLE[0]?.email);
  });
});

import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkInviteResponse } from '../../../shared/inviting.schema';
import { invites, mailOutbox } from '../../db/schema';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstRole } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';

const PEOPLE = [
  { name: 'Ada Lovelace', email: 'ada@atomic.example' },
  { name: 'Alan Turing', email: 'alan@atomic.example' },
];
const EMAILS = PEOPLE.map((person) => person.email);

describe.each(testDatabaseKinds())('a list of invites and their mails on %s', (kind) => {
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

  it('are saved together or not at all: with the mail queue failing, no invite is made', async () => {
    await t.reset();
    // The outbox refuses rows, as a database failing between the two writes would.
    await t.database.db.execute(sql`
      create or replace function test_refuse_mail() returns trigger language plpgsql
      as $$ begin raise exception 'the mail outbox is unavailable'; end $$`);
    await t.database.db.execute(sql`
      create trigger test_refuse_mail before insert on mail_outbox
      for each row execute function test_refuse_mail()`);
    try {
      const refused = await bulk();
      expect(refused.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger test_refuse_mail on mail_outbox`);
      await t.database.db.execute(sql`drop function test_refuse_mail()`);
    }
    expect(await invitesMade()).toEqual([]);
    expect(await mailsQueued()).toEqual([]);

    const sent = await bulk();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<BulkInviteResponse>().data.queued).toBe(2);
    const codes = (await invitesMade()).map((row) => row.code).sort();
    expect(codes).toHaveLength(2);
    expect((await mailsQueued()).map((row) => row.code).sort()).toEqual(codes);
  });
});

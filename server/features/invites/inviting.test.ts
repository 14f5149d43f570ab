import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import type { BulkInviteResponse, BulkInvitePreviewLine } from '../../../shared/inviting.schema';
import type { AdminInvite } from '../../../shared/review.schema';
import type { Role } from '../../../shared/roles.schema';
import { auditEvents, invites, mailOutbox } from '../../db/schema';
import type { ApiFailure, InviteBody, InviteListBody } from '../../test/api-bodies';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createAppOnDatabase, createTestApp, type TestApp } from '../../test/test-app';
import { firstRole } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';

const PEOPLE = [
  { name: 'Ada Lovelace', email: 'ada@test.example' },
  { name: 'Alan Turing', email: 'Alan@Test.example' },
  { name: 'Grace Hopper', email: 'grace@test.example' },
];

describe.each(testDatabaseKinds())('inviting people by mail on %s', (kind) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  /** The same database without mail settings: mail is off. */
  let mailOff: TestApp;
  let role: Role;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      mail: inbox.settings(),
      mailRetry: { delaysMs: [50], pollMs: 50 },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-mail-off-'));
    mailOff = await createAppOnDatabase(t.database, dataDir);
  });
  afterAll(async () => {
    await mailOff.close();
    await t.close();
    await inbox.close();
  });
  beforeEach(async () => {
    await t.reset();
    inbox.clear();
    role = await firstRole(t);
  });

  const post = (url: string, payload?: object, app = t) =>
    app.app.inject({ method: 'POST', url, headers: t.admin, payload });
  const createOne = (payload: object, app = t) =>
    post('/api/invite-codes/add', { identifyCode: role.id, ...payload }, app);
  const bulk = (entries: object[], send = true, app = t) =>
    post('/api/admin/invites/bulk', { identifyCode: role.id, entries, send }, app);
  const preview = (entries: object[]) =>
    post('/api/admin/invites/bulk/preview', { identifyCode: role.id, entries });
  const listed = async (): Promise<AdminInvite[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invites',
      headers: t.admin,
    });
    expect(response.statusCode).toBe(200);
    return response.json<InviteListBody>().data.items;
  };
  const inviteCount = async () =>
    (await t.database.db.select({ n: count() }).from(invites))[0]?.n ?? 0;
  const mailsOf = (code: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.inviteCode, code));
  /** Waits until the invite's newest mail is no longer on its way. */
  async function settledDelivery(code: string) {
    for (let tries = 0; tries < 100; tries += 1) {
      const invite = (await listed()).find((item) => item.code === code);
      const status = invite?.delivery?.status;
      if (status === 'sent' || status === 'failed') return invite;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the mail of ${code} was not sent`);
  }

  it('creates an invite for a named person and sends its link to them at once', async () => {
    const response = await createOne({
      label: 'Ada Lovelace',
      email: 'Ada@Test.example',
      send: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<CreateInviteResponse>();
    expect(body.data).toMatchObject({ email: 'ada@test.example', sent: true });
    expect(body.status).toBe('Invite created and queued to be sent to ada@test.example.');

    const [mail] = await inbox.waitFor(1);
    expect(mail?.to).toEqual(['ada@test.example']);
    expect(mail?.links).toContain(body.data.inviteUrl);
    const invite = await settledDelivery(body.data.inviteCode);
    expect(invite).toMatchObject({ label: 'Ada Lovelace', email: 'ada@test.example' });
    expect(invite?.delivery).toMatchObject({ kind: 'invite', status: 'sent', lastError: null });
    expect(invite?.delivery?.sentAt).not.toBeNull();
  });

  it('just creates the link when asked to, with the person kept on the invite', async () => {
    const response = await createOne({ label: 'Alan', email: 'alan@test.example', send: false });
    expect(response.json<CreateInviteResponse>().data).toMatchObject({ sent: false });
    const [invite] = await listed();
    expect(invite).toMatchObject({ email: 'alan@test.example', delivery: null });
    expect(await mailsOf(invite?.code ?? '')).toHaveLength(0);
  });

  it('refuses to send without an email, or while mail is off, and creates nothing', async () => {
    const withoutEmail = await createOne({ label: 'Ada', send: true });
    expect(withoutEmail.statusCode).toBe(409);
    expect(withoutEmail.json<ApiFailure>().status).toMatch(/email address/);
    const off = await createOne({ label: 'Ada', email: 'ada@test.example', send: true }, mailOff);
    expect(off.statusCode).toBe(409);
    expect(off.json<ApiFailure>().status).toMatch(/^Mail is off/);
    const offBulk = await bulk(PEOPLE, true, mailOff);
    expect(offBulk.statusCode).toBe(409);
    expect(await inviteCount()).toBe(0);
    // With mail off, a link to copy is still made.
    expect((await createOne({ email: 'ada@test.example' }, mailOff)).statusCode).toBe(200);
  });

  it('invites a whole list at once, mails each person once and records it in the audit log', async () => {
    const response = await bulk(PEOPLE);
    expect(response.statusCode).toBe(200);
    const body = response.json<BulkInviteResponse>();
    expect(body.data.queued).toBe(3);
    expect(body.data.invites.map((invite) => invite.email)).toEqual([
      'ada@test.example',
      'alan@test.example',
      'grace@test.example',
    ]);
    await inbox.waitFor(3);
    for (const invite of body.data.invites) {
      const received = inbox.to(invite.email);
      expect(received).toHaveLength(1);
      expect(received[0]?.links).toContain(invite.url);
    }
    const items = await listed();
    expect(items.map((item) => item.label).sort()).toEqual(PEOPLE.map((p) => p.name).sort());
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'invites.bulk'));
    expect(audit).toMatchObject({ target: role.role, detail: { count: 3, send: true } });
  });

  it('creates none of a list when one person already holds a live invite to the role', async () => {
    expect((await createOne({ label: 'Grace', email: 'grace@test.example' })).statusCode).toBe(200);
    const response = await bulk(PEOPLE);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiFailure>().status).toContain('grace@test.example');
    expect(await inviteCount()).toBe(1);
    expect(inbox.messages).toHaveLength(0);
  });

  it('refuses a list with a bad address or the same address twice with 400, creating nothing', async () => {
    const bad = await bulk([...PEOPLE.slice(0, 2), { name: 'Bad', email: 'not-an-address' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiFailure>().status).toBe('Please enter a valid email address.');
    const twice = await bulk([...PEOPLE, { name: 'Ada again', email: 'ADA@test.example' }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ApiFailure>().status).toMatch(/same email address twice/);
    const nameless = await bulk([{ name: ' ', email: 'ada@test.example' }]);
    expect(nameless.statusCode).toBe(400);
    expect(await inviteCount()).toBe(0);
  });

  it('flags each line of a preview: no name, bad address, twice in the list, already invited', async () => {
    expect((await createOne({ label: 'Grace', email: 'grace@test.example' })).statusCode).toBe(200);
    // A revoked invite does not count as holding one.
    const revoked = await createOne({ label: 'Old', email: 'old@test.example' });
    const revokedCode = revoked.json<CreateInviteResponse>().data.inviteCode;
    await post(`/api/admin/invites/${revokedCode}/revoke`);
    const response = await preview([
      { name: 'Ada Lovelace', email: ' Ada@Test.example ' },
      { name: '', email: 'nameless@test.example' },
      { name: 'Bad', email: 'ada at test.example' },
      { name: 'Ada twice', email: 'ada@test.example' },
      { name: 'Grace Hopper', email: 'grace@test.example' },
      { name: 'Old friend', email: 'old@test.example' },
    ]);
    expect(response.statusCode).toBe(200);
    const lines = response.json<{ data: { lines: BulkInvitePreviewLine[] } }>().data.lines;
    expect(lines.map((line) => line.flags)).toEqual([
      [],
      ['missing-name'],
      ['bad-email'],
      ['duplicate'],
      ['already-invited'],
      [],
    ]);
    expect(lines[0]).toEqual({ name: 'Ada Lovelace', email: 'ada@test.example', flags: [] });
    expect(await inviteCount()).toBe(2);
  });

  it('sends an invite again as a second mail, and the list shows the newest', async () => {
    const created = await createOne({ label: 'Ada', email: 'ada@test.example', send: true });
    const code = created.json<CreateInviteResponse>().data.inviteCode;
    await inbox.waitFor(1);
    await settledDelivery(code);
    const resent = await post(`/api/admin/invites/${code}/send`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json<InviteBody>().status).toBe(
      'The invite is queued to be sent to ada@test.example again.',
    );
    await inbox.waitFor(2);
    expect(inbox.to('ada@test.example')).toHaveLength(2);
    expect(await mailsOf(code)).toHaveLength(2);
    const invite = await settledDelivery(code);
    const newest = (await mailsOf(code)).sort((a, b) => +b.createdAt - +a.createdAt)[0];
    expect(invite?.delivery?.sentAt).toBe(newest?.sentAt?.toISOString());
  });

  it('refuses to send again an invite without an email, a revoked one, or while mail is off', async () => {
    const linkOnly = await createOne({ label: 'Link only' });
    const linkCode = linkOnly.json<CreateInviteResponse>().data.inviteCode;
    const noEmail = await post(`/api/admin/invites/${linkCode}/send`);
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json<ApiFailure>().status).toMatch(/no email address/);

    const withEmail = await createOne({ label: 'Ada', email: 'ada@test.example' });
    const code = withEmail.json<CreateInviteResponse>().data.inviteCode;
    const off = await post(`/api/admin/invites/${code}/send`, undefined, mailOff);
    expect(off.statusCode).toBe(409);
    expect(off.json<ApiFailure>().status).toMatch(/^Mail is off/);
    await post(`/api/admin/invites/${code}/revoke`);
    const revoked = await post(`/api/admin/invites/${code}/send`);
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json<ApiFailure>().status).toMatch(/revoked/);
    expect(await mailsOf(code)).toHaveLength(0);
  });

  it('shows a mail the SMTP server refused for good as failed, with its answer', async () => {
    inbox.refuseNext(1, 550, 'No such user here');
    const created = await createOne({ label: 'Nobody', email: 'nobody@test.example', send: true });
    const code = created.json<CreateInviteResponse>().data.inviteCode;
    const invite = await settledDelivery(code);
    expect(invite?.delivery).toMatchObject({ status: 'failed', sentAt: null });
    expect(invite?.delivery?.lastError).toContain('No such user here');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { YOUR_DATA_TEXTS } from '../../../../shared/your-data-texts';
import { auditEvents, candidates, mailOutbox, members, settings } from '../../../db/schema';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { addTestMember } from '../../../test/test-members';
import { candidateForRole, insertTestRole } from '../../../test/test-roles';
import { zipEntries } from '../../../test/zip-entries';

const ORIGIN = 'https://jobs.acme.example';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('a candidate\'s "Your data" link (%s)', (kind) => {
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
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  async function twoCandidates() {
    await insertTestRole(t, { id: 'yd1' });
    const ada = await candidateForRole(t, 'yd1', { email: 'ada@test.example' });
    const bob = await candidateForRole(t, 'yd1', { email: 'bob@test.example' });
    return { ada, bob };
  }

  /** The path the completion page links to, as the candidate's session asks it. */
  async function linkOf(auth: Record<string, string>): Promise<string> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/assessment/your-data-link',
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { path: string } }>().data.path;
  }
  const tokenOf = (path: string) => path.replace('/your-data/', '');

  const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/your-data/${token}` });
  const erase = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/your-data/${token}/erasure` });

  /** Everything a refused request must leave as it was. */
  const state = async () => ({
    candidates: await t.database.db
      .select({ id: candidates.id, erasure: candidates.erasureRequestedAt })
      .from(candidates),
    audit: await t.database.db.select().from(auditEvents),
    mails: await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox),
  });

  it("opens the page of the candidate it was made for, with the team's privacy settings", async () => {
    const { ada } = await twoCandidates();
    const path = await linkOf(ada.auth);
    expect(path).toMatch(/^\/your-data\/[0-9a-f]{32}[A-Za-z0-9_-]{43}$/);
    // The same link each time (the thank-you mail and the page agree).
    expect(await linkOf(ada.auth)).toBe(path);
    await t.database.db.insert(settings).values({
      key: 'privacy',
      value: JSON.stringify({ controllerName: 'Acme Ltd', contactEmail: 'privacy@acme.example' }),
    });
    const response = await view(tokenOf(path));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      result: true,
      data: {
        name: 'Role Candidate',
        language: 'en',
        roleTitle: 'Test role yd1',
        company: {
          name: 'Test Company',
          url: 'https://company.test.example',
          logo: expect.stringMatching(/^data:image\/svg\+xml,/) as unknown,
        },
        notice: expect.stringContaining('Acme Ltd') as unknown,
        controllerName: 'Acme Ltd',
        contactEmail: 'privacy@acme.example',
        mailOn: true,
        erasureRequestedAt: null,
        erasureDueAt: null,
        erasureDelayDays: 30,
        held: false,
      },
    });
    // The header's company is the one the assessment's pages show (PageShell).
    const assessment = await t.app.inject({
      method: 'GET',
      url: '/api/assessment',
      headers: ada.auth,
    });
    expect(response.json<{ data: { company: unknown } }>().data.company).toEqual(
      assessment.json<{ data: { role: { company: unknown } } }>().data.role.company,
    );
    // The sign-up page knows mail is on too (it may promise the thank-you mail).
    const invite = await t.app.inject({ method: 'GET', url: `/api/invites/${ada.inviteCode}` });
    expect(invite.json()).toMatchObject({ data: { privacy: { mailOn: true } } });
    // The candidate downloads the same zip the team would.
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/your-data/${tokenOf(path)}/export`,
    });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const data: unknown = JSON.parse(
      (await zipEntries(zip.rawPayload)).get('data.json')?.toString() ?? '',
    );
    expect(data).toMatchObject({ registration: { email: 'ada@test.example' } });
    // Audited as the team's download is, by the candidate.
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'candidate.export'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      candidateId: ada.id,
      target: 'Role Candidate',
      memberId: null,
      detail: { by: 'candidate' },
    });
  });

  it("refuses a forged, tampered or another candidate's token with 404, changing nothing", async () => {
    const { ada, bob } = await twoCandidates();
    const adaToken = tokenOf(await linkOf(ada.auth));
    const bobToken = tokenOf(await linkOf(bob.auth));
    const flip = (character: string) => (character === 'A' ? 'Q' : 'A');
    // The last character carries 4 of the HMAC's bits and 2 spare ones: the next letter of the
    // alphabet decodes to the same bytes.
    const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spareBitsSet = (character: string) => BASE64URL[BASE64URL.indexOf(character) + 1];
    const refused = [
      // Ada's id with Bob's HMAC, and Bob's id with Ada's: neither opens anyone.
      adaToken.slice(0, 32) + bobToken.slice(32),
      bobToken.slice(0, 32) + adaToken.slice(32),
      // One character of the HMAC changed (its bits, not only the spare ones), or of the id.
      adaToken.slice(0, -1) + flip(adaToken.slice(-1)),
      // The right HMAC spelled another way.
      adaToken.slice(0, -1) + spareBitsSet(adaToken.slice(-1)),
      (adaToken[0] === 'a' ? 'b' : 'a') + adaToken.slice(1),
      // The right shape, made up.
      `${'0'.repeat(32)}${'A'.repeat(43)}`,
    ];
    const before = await state();
    for (const token of refused) {
      for (const response of [
        await view(token),
        await erase(token),
        await t.app.inject({ method: 'GET', url: `/api/your-data/${token}/export` }),
      ]) {
        expect(response.statusCode, `${token}: ${response.body}`).toBe(404);
        expect(response.json()).toEqual({
          result: false,
          status: YOUR_DATA_TEXTS.unknown,
          code: 'your-data-unknown',
        });
      }
    }
    expect(await state()).toEqual(before);
    // Each one's own link still opens their own page.
    expect((await view(adaToken)).json()).toMatchObject({ data: { name: 'Role Candidate' } });
    expect((await view(bobToken)).statusCode).toBe(200);
  });

  it('notes an erasure request once, tells owners and admins by mail, and audits it', async () => {
    const { ada, bob } = await twoCandidates();
    await t.database.db
      .insert(settings)
      .values({ key: 'privacy', value: JSON.stringify({ erasureDelayDays: 14 }) });
    const owner = await addTestMember(t.database, 'owner', 'Olga Owner');
    const admin = await addTestMember(t.database, 'admin', 'Adam Admin');
    await addTestMember(t.database, 'reviewer', 'Rita Reviewer');
    await addTestMember(t.database, 'viewer', 'Vic Viewer');
    const gone = await addTestMember(t.database, 'admin', 'Gone Admin');
    await t.database.db
      .update(members)
      .set({ removedAt: new Date() })
      .where(eq(members.id, gone.row.id));
    const token = tokenOf(await linkOf(ada.auth));

    const first = await erase(token);
    expect(first.statusCode, first.body).toBe(200);
    const answered = first.json<{ data: { erasureRequestedAt: string; erasureDueAt: string } }>();
    expect(answered).toMatchObject({ result: true, status: YOUR_DATA_TEXTS.erasureRequested });
    const { erasureRequestedAt, erasureDueAt } = answered.data;
    expect(Date.parse(erasureDueAt) - Date.parse(erasureRequestedAt)).toBe(14 * DAY_MS);

    // Asked again: the first request's dates, nothing new queued or audited.
    const again = await erase(token);
    expect(again.json()).toMatchObject({ data: { erasureRequestedAt, erasureDueAt } });
    const [row] = await t.database.db
      .select({ at: candidates.erasureRequestedAt })
      .from(candidates)
      .where(eq(candidates.id, ada.id));
    expect(row?.at?.toISOString()).toBe(erasureRequestedAt);
    const [bobRow] = await t.database.db
      .select({ at: candidates.erasureRequestedAt })
      .from(candidates)
      .where(eq(candidates.id, bob.id));
    expect(bobRow?.at).toBeNull();

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'erasure-request'));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      [owner.row.email, admin.row.email].sort(),
    );
    for (const mail of mails) {
      expect(mail.candidateId).toBe(ada.id);
      expect(mail.subject).toBe('Role Candidate asked for their data to be erased');
      expect(mail.text).toContain(`${ORIGIN}/admin/candidates/${ada.id}`);
    }

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'candidate.erasure-request'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      candidateId: ada.id,
      target: 'Role Candidate',
      memberId: null,
      detail: { erasureDelayDays: 14 },
    });

    const page = await view(token);
    expect(page.json()).toMatchObject({ data: { erasureRequestedAt, erasureDueAt, held: false } });
    // A hold keeps them whatever they asked: the page says so.
    await t.database.db
      .update(candidates)
      .set({ heldAt: new Date(), holdReason: 'Legal claim', heldBy: 'Olga Owner' })
      .where(eq(candidates.id, ada.id));
    expect((await view(token)).json()).toMatchObject({ data: { erasureRequestedAt, held: true } });
  });

  it('limits guesses at a link per address, as the other public links are', async () => {
    const guess = `${'0'.repeat(32)}${'A'.repeat(43)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/your-data/${guess}/erasure`,
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('puts the link to the page in the thank-you mail', async () => {
    const { ada } = await twoCandidates();
    await t.database.db
      .update(candidates)
      .set({ completedAt: new Date() })
      .where(eq(candidates.id, ada.id));
    await t.app.mail.queueCompletion(ada.id);
    const [received] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'received'), eq(mailOutbox.candidateId, ada.id)));
    const link = `${ORIGIN}${await linkOf(ada.auth)}`;
    expect(received?.text).toContain(`${YOUR_DATA_TEXTS.mailLine} ${link}`);
    expect(received?.html).toContain(`href="${link}"`);
    expect((await view(tokenOf(new URL(link).pathname))).statusCode).toBe(200);
  });
});

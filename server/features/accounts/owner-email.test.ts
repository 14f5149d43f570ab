import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_TEXTS } from '../../../shared/account-email-texts';
import { auditEvents, members } from '../../db/schema';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { signInTestMember, signInTestOwner } from '../../test/test-sessions';
import { candidateForRole, insertTestRole } from '../../test/test-roles';
import { OWNER_MEMBER_ID } from '../team/owner';

describe.each(testDatabaseKinds())(
  'the owner of the admin passkey sets an email, on %s',
  (kind) => {
    let inbox: SmtpInbox;
    let t: TestApp;
    beforeAll(async () => {
      inbox = await startSmtpInbox();
      t = await createTestApp(kind, {
        publicUrl: 'https://jobs.acme.example',
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

    const setEmail = async (headers: Record<string, string>, payload: unknown) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/me/email',
        headers,
        payload: payload as Record<string, unknown>,
      });
      return {
        statusCode: response.statusCode,
        body: response.body,
        json: response.json<unknown>(),
      };
    };
    const ownerEmail = async () => {
      const [row] = await t.database.db
        .select({ email: members.email })
        .from(members)
        .where(eq(members.id, OWNER_MEMBER_ID));
      return row?.email;
    };

    it('saves it, shows it on the account, records it, and then gets the "candidate finished" mail', async () => {
      const owner = await signInTestOwner(t);
      const saved = await setEmail(owner, { email: '  Owner@Acme.Example ' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json).toMatchObject({
        result: true,
        status: ACCOUNT_EMAIL_TEXTS.saved,
        data: { id: OWNER_MEMBER_ID, email: 'owner@acme.example', role: 'owner' },
      });
      const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: t.admin });
      expect(me.json()).toMatchObject({ data: { email: 'owner@acme.example' } });
      const audit = await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'email.set'));
      expect(audit).toMatchObject([{ actorName: 'Owner', target: 'owner@acme.example' }]);
      const changed = await setEmail(owner, { email: 'hiring@acme.example' });
      expect(changed.statusCode, changed.body).toBe(200);

      await insertTestRole(t, { id: 'oe1', settings: { video: { enabled: false } } });
      const candidate = await candidateForRole(t, 'oe1', { email: 'finisher@candidate.example' });
      for (const questionId of [0, 1]) {
        await t.app.inject({
          method: 'PUT',
          url: `/api/assessment/answers/${questionId}`,
          headers: candidate.auth,
          payload: { answer: '<p>Answer</p>', sequence: 1 },
        });
      }
      const complete = await t.app.inject({
        method: 'POST',
        url: '/api/assessment/complete',
        headers: candidate.auth,
      });
      expect(complete.statusCode, complete.body).toBe(200);
      await inbox.waitFor(2);
      const [notice] = inbox.to('hiring@acme.example');
      expect(notice?.subject).toBe('Role Candidate finished the assessment for Test role oe1');
      expect(inbox.to('owner@acme.example')).toHaveLength(0);
    });

    it('refuses the admin passkey or an API token with 403: the address is the sign-in name', async () => {
      const kim = await addTestMember(t.database, 'admin', 'Kim Admin');
      for (const headers of [t.admin, kim.auth]) {
        const response = await setEmail(headers, { email: 'taken.over@elsewhere.example' });
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json).toMatchObject({ result: false, code: 'session-only' });
      }
      expect(await ownerEmail()).toBeNull();
    });

    it("refuses a bad address with 400 and a member's address with 409; nothing changes", async () => {
      const owner = await signInTestOwner(t);
      const kim = await addTestMember(t.database, 'admin', 'Kim Admin');
      const kimSession = await signInTestMember(t, kim.row);
      for (const payload of [
        { email: 'not-an-address' },
        { email: '' },
        {},
        { email: 'a@b.example', x: 1 },
      ]) {
        const response = await setEmail(owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json).toMatchObject({ result: false });
      }
      const taken = await setEmail(owner, { email: 'KIM.admin@team.example' });
      expect(taken.statusCode, taken.body).toBe(409);
      expect(taken.json).toMatchObject({ result: false, code: 'email-taken' });
      // A member changes their own; the address is then theirs alone.
      const kimsNew = await setEmail(kimSession, { email: 'owner@acme.example' });
      expect(kimsNew.statusCode, kimsNew.body).toBe(200);
      const takenByKim = await setEmail(owner, { email: 'OWNER@acme.example' });
      expect(takenByKim.statusCode, takenByKim.body).toBe(409);
      expect(await ownerEmail()).toBeNull();
      const [kimRow] = await t.database.db
        .select({ email: members.email })
        .from(members)
        .where(eq(members.id, kim.row.id));
      expect(kimRow?.email).toBe('owner@acme.example');
    });
  },
);

import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { INVITE_VALIDITY_MS } from '../../../shared/constants';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import type { AdminInvite } from '../../../shared/review.schema';
import type { Role } from '../../../shared/roles.schema';
import { TEXTS } from '../../../shared/texts';
import { invites } from '../../db/schema';
import type { ApiFailure, InviteBody, InviteListBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { firstRole } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_CODE = 'abc' + 'x'.repeat(19);

describe.each(testDatabaseKinds())('workspace invites on %s', (kind) => {
  let role: Role;

  const t = useTestApp(kind);
  beforeEach(async () => {
    role = await firstRole(t);
  });

  async function addInvite(label?: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: t.admin,
      payload: { identifyCode: role.id, label },
    });
    expect(response.statusCode).toBe(200);
    return response.json<CreateInviteResponse>().data.inviteCode;
  }

  const register = (code: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: {
        name: `Candidate ${email}`,
        email,
        social: 'https://profile.test.example',
        invitecode: code,
      },
    });

  const list = (search = '', headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/invites${search}`, headers });
  const change = (
    code: string,
    action: 'revoke' | 'extend',
    headers: Record<string, string> = t.admin,
  ) => t.app.inject({ method: 'POST', url: `/api/admin/invites/${code}/${action}`, headers });
  const publicView = (code: string) => t.app.inject({ method: 'GET', url: `/api/invites/${code}` });
  const storedInvite = async (code: string) =>
    (await t.database.db.select().from(invites).where(eq(invites.code, code)))[0];
  const setExpiry = (code: string, expiresAt: Date) =>
    t.database.db.update(invites).set({ expiresAt }).where(eq(invites.code, code));
  const byCode = (items: AdminInvite[]) => new Map(items.map((item) => [item.code, item]));

  /** One invite in each state, plus the two that test which state wins. */
  async function inviteInEveryState() {
    const live = await addInvite('live one');
    const used = await addInvite();
    expect((await register(used, 'used@test.example')).statusCode).toBe(200);
    const expired = await addInvite();
    await setExpiry(expired, new Date(Date.now() - DAY_MS));
    const revoked = await addInvite();
    expect((await change(revoked, 'revoke')).statusCode).toBe(200);
    // Used and since expired: still "used" (a candidate holds it).
    const usedExpired = await addInvite();
    expect((await register(usedExpired, 'late@test.example')).statusCode).toBe(200);
    await setExpiry(usedExpired, new Date(Date.now() - DAY_MS));
    // Used and then revoked: "revoked" wins.
    const usedRevoked = await addInvite();
    expect((await register(usedRevoked, 'gone@test.example')).statusCode).toBe(200);
    expect((await change(usedRevoked, 'revoke')).statusCode).toBe(200);
    return { live, used, expired, revoked, usedExpired, usedRevoked };
  }

  describe('without a valid session or passkey', () => {
    it.each([
      ['GET', '/api/admin/invites'],
      ['GET', '/api/admin/invites?pageSize=7'],
      ['POST', `/api/admin/invites/${UNKNOWN_CODE}/revoke`],
      ['POST', `/api/admin/invites/${UNKNOWN_CODE}/extend`],
      ['POST', '/api/admin/invites/short/extend'],
    ] as const)('%s %s answers 401', async (method, url) => {
      for (const headers of [{}, { authorization: 'Bearer not-the-passkey' }]) {
        const response = await t.app.inject({ method, url, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json<ApiFailure>().result).toBe(false);
      }
    });

    it('changes nothing when revoke or extend is refused', async () => {
      const code = await addInvite();
      const before = await storedInvite(code);
      expect((await change(code, 'revoke', {})).statusCode).toBe(401);
      expect((await change(code, 'extend', {})).statusCode).toBe(401);
      expect(await storedInvite(code)).toEqual(before);
    });
  });

  describe('the list', () => {
    it('shows every invite with its role, label, dates, state and the candidate who used it', async () => {
      const codes = await inviteInEveryState();
      const response = await list('?pageSize=100', { ...t.admin, host: 'jobs.test.example' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<InviteListBody>();
      expect(data).toMatchObject({ total: 6, page: 1, pageSize: 100 });
      const items = byCode(data.items);
      expect(items.get(codes.live)).toMatchObject({
        url: `http://jobs.test.example/invite/${codes.live}`,
        role: { id: role.id, title: role.role, company: role.company.name },
        label: 'live one',
        revokedAt: null,
        state: 'live',
        candidate: null,
      });
      expect(items.get(codes.used)?.state).toBe('used');
      expect(items.get(codes.used)?.label).toBeNull();
      expect(items.get(codes.used)?.candidate).toEqual({
        id: expect.any(String) as string,
        name: 'Candidate used@test.example',
        email: 'used@test.example',
        completedAt: null,
      });
      expect(items.get(codes.expired)?.state).toBe('expired');
      expect(items.get(codes.revoked)?.state).toBe('revoked');
      expect(items.get(codes.revoked)?.revokedAt).toEqual(expect.any(String));
      expect(items.get(codes.usedExpired)?.state).toBe('used');
      expect(items.get(codes.usedRevoked)?.state).toBe('revoked');
      expect(items.get(codes.usedRevoked)?.candidate?.email).toBe('gone@test.example');
      expect(JSON.stringify(data)).not.toMatch(/unique|secret/i);
    });

    it.each([
      ['live', ['live']],
      ['used', ['used', 'usedExpired']],
      ['expired', ['expired']],
      ['revoked', ['revoked', 'usedRevoked']],
    ] as const)('filters by state %s in the same way', async (state, expected) => {
      const codes = await inviteInEveryState();
      const response = await list(`?state=${state}`);
      expect(response.statusCode).toBe(200);
      const { data } = response.json<InviteListBody>();
      expect(data.total).toBe(expected.length);
      expect(data.items.map((item) => item.code).sort()).toEqual(
        expected.map((name) => codes[name]).sort(),
      );
      expect(data.items.every((item) => item.state === state)).toBe(true);
    });

    it('treats an empty state filter as none', async () => {
      await inviteInEveryState();
      expect((await list('?state=')).json<InviteListBody>().data.total).toBe(6);
    });

    it('pages on the server, newest first', async () => {
      const created: string[] = [];
      for (let i = 0; i < 23; i += 1) created.push(await addInvite(`invite ${i}`));
      // Distinct creation times, oldest first in the order they were made.
      for (const [i, code] of created.entries()) {
        await t.database.db
          .update(invites)
          .set({ createdAt: new Date(Date.now() - (created.length - i) * 60_000) })
          .where(eq(invites.code, code));
      }
      const pages: InviteListBody['data'][] = [];
      for (const page of [1, 2, 3]) {
        const response = await list(`?page=${page}&pageSize=10`);
        expect(response.statusCode).toBe(200);
        pages.push(response.json<InviteListBody>().data);
      }
      expect(pages.map((page) => page.items.length)).toEqual([10, 10, 3]);
      expect(pages.every((page) => page.total === 23 && page.pageSize === 10)).toBe(true);
      expect(pages.flatMap((page) => page.items.map((item) => item.code))).toEqual(
        [...created].reverse(),
      );
      const beyond = (await list('?page=4&pageSize=10')).json<InviteListBody>().data;
      expect(beyond).toMatchObject({ items: [], total: 23, page: 4 });
    });

    it('defaults to the first page of 25', async () => {
      await addInvite();
      expect((await list()).json<InviteListBody>().data).toMatchObject({
        total: 1,
        page: 1,
        pageSize: 25,
      });
    });

    it.each<[string, string]>([
      ['?pageSize=7', 'The page size must be 10, 25, 50 or 100.'],
      ['?pageSize=ten', 'The page size must be 10, 25, 50 or 100.'],
      ['?page=0', 'The page must be a whole number from 1.'],
      ['?state=lost', 'The state must be live, used, expired or revoked.'],
    ])('refuses %s with 400', async (search, status) => {
      const code = await addInvite();
      const before = await storedInvite(code);
      const response = await list(search);
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiFailure>();
      expect(body.result).toBe(false);
      expect(body.status).toBe(status);
      expect(await storedInvite(code)).toEqual(before);
    });
  });

  describe('revoking', () => {
    it('withdraws the link: the candidate page says so and registering fails', async () => {
      const code = await addInvite();
      expect((await publicView(code)).statusCode).toBe(200);
      const response = await change(code, 'revoke');
      expect(response.statusCode).toBe(200);
      const body = response.json<InviteBody>();
      expect(body.status).toBe(TEXTS.workspace.inviteRevoked);
      expect(body.data).toMatchObject({
        code,
        state: 'revoked',
        revokedAt: expect.any(String) as string,
      });

      const view = await publicView(code);
      expect(view.statusCode).toBe(410);
      expect(view.json()).toEqual({
        result: false,
        status: 'This invite has been withdrawn. Please contact the hiring team for a new link.',
        code: 'invite-withdrawn',
      });
      const registration = await register(code, 'new@test.example');
      expect(registration.statusCode).toBe(410);
      expect(registration.json<ApiFailure>().status).toMatch(/withdrawn/);
      expect((await list()).json<InviteListBody>().data.items[0]?.candidate).toBeNull();
    });

    it('is idempotent and keeps the first revocation time', async () => {
      const code = await addInvite();
      const first = (await change(code, 'revoke')).json<InviteBody>().data;
      const second = await change(code, 'revoke');
      expect(second.statusCode).toBe(200);
      expect(second.json<InviteBody>().data.revokedAt).toBe(first.revokedAt);
    });

    it('answers 404 for an unknown code and 400 for a malformed one, changing nothing', async () => {
      const code = await addInvite();
      const before = await storedInvite(code);
      const unknown = await change(UNKNOWN_CODE, 'revoke');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        result: false,
        status: TEXTS.workspace.inviteMissing,
        code: 'invite-missing',
      });
      expect((await change('short', 'revoke')).statusCode).toBe(400);
      expect(await storedInvite(code)).toEqual(before);
    });
  });

  describe('extending', () => {
    it('makes an expired invite live again for 7 days from now', async () => {
      const code = await addInvite();
      await setExpiry(code, new Date(Date.now() - 3 * DAY_MS));
      expect((await publicView(code)).statusCode).toBe(410);
      const before = Date.now();
      const response = await change(code, 'extend');
      expect(response.statusCode).toBe(200);
      const body = response.json<InviteBody>();
      expect(body.status).toBe(TEXTS.workspace.inviteExtended);
      expect(body.data.state).toBe('live');
      const lifetime = Date.parse(body.data.expiresAt) - before;
      expect(lifetime).toBeGreaterThan(INVITE_VALIDITY_MS - 60_000);
      expect(lifetime).toBeLessThan(INVITE_VALIDITY_MS + 60_000);
      expect((await publicView(code)).statusCode).toBe(200);
      expect((await storedInvite(code))?.expiresAt.toISOString()).toBe(body.data.expiresAt);
    });

    it('adds 7 days to a live invite’s expiry', async () => {
      const code = await addInvite();
      const expiresAt = new Date(Date.now() + 2 * DAY_MS);
      await setExpiry(code, expiresAt);
      const body = (await change(code, 'extend')).json<InviteBody>();
      expect(Date.parse(body.data.expiresAt)).toBe(expiresAt.getTime() + INVITE_VALIDITY_MS);
    });

    it('refuses a revoked invite with 409 and leaves its expiry alone', async () => {
      const code = await addInvite();
      await setExpiry(code, new Date(Date.now() - DAY_MS));
      await change(code, 'revoke');
      const before = await storedInvite(code);
      const response = await change(code, 'extend');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        result: false,
        status: 'A revoked invite cannot be extended. Create a new one.',
        code: 'extend-revoked',
      });
      expect(await storedInvite(code)).toEqual(before);
      expect((await publicView(code)).json<ApiFailure>().status).toMatch(/withdrawn/);
    });

    it('answers 404 for an unknown code', async () => {
      const response = await change(UNKNOWN_CODE, 'extend');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        result: false,
        status: TEXTS.workspace.inviteMissing,
        code: 'invite-missing',
      });
    });
  });
});

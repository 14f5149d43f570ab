import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AdminSessionStateResponseSchema } from '../../../shared/review.schema';
import { adminSessions } from '../../db/schema';
import { createTestApp, TEST_PASSKEY, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { ADMIN_COOKIE, ADMIN_COOKIE_HTTPS } from './admin-auth.plugin';

type AdminSessionStateBody = z.infer<typeof AdminSessionStateResponseSchema>;

function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith(`${ADMIN_COOKIE}=`));
  if (!header) throw new Error('no session cookie was set');
  return header;
}

describe.each(testDatabaseKinds())('admin session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const signIn = (passkey: unknown, ip = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey },
      remoteAddress: ip,
    });
  const withCookie = (cookie: string, url = '/api/admin/roles', method: 'GET' | 'DELETE' = 'GET') =>
    t.app.inject({ method, url, headers: { cookie: cookie.split(';')[0] as string } });

  it('exchanges the passkey for an httpOnly, SameSite=Strict cookie whose token is stored only as a hash', async () => {
    const response = await signIn(TEST_PASSKEY);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: true, data: { actor: 'Owner' } });
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/Max-Age=43200/);
    const token = /^[^=]+=([^;]+)/.exec(cookie)?.[1] as string;
    const rows = await t.database.db.select().from(adminSessions);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await withCookie(cookie)).statusCode).toBe(200);
    const session = await withCookie(cookie, '/api/admin/session');
    expect(session.json()).toMatchObject({ result: true, data: { actor: 'Owner' } });
  });

  it('refuses a wrong or missing passkey with a clear 401 and starts no session', async () => {
    const wrong = await signIn('not-the-passkey');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      result: false,
      status: 'The admin passkey is not correct.',
      code: 'passkey-wrong',
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const missing = await signIn('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      result: false,
      status: 'Please enter the admin passkey.',
      code: 'invalid-input',
    });
    expect(await t.database.db.select().from(adminSessions)).toHaveLength(0);
  });

  it('lets the right passkey in through the form after many wrong ones from its address', async () => {
    for (let i = 0; i < 8; i += 1)
      expect((await signIn(`guess-${i}`, '10.9.9.9')).statusCode).toBe(401);
    const right = await signIn(TEST_PASSKEY, '10.9.9.9');
    expect(right.statusCode).toBe(200);
    expect(sessionCookie(right.headers['set-cookie'])).toMatch(/HttpOnly/);
  });

  it('answers 401 without a session, with a forged cookie, and after sign out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/roles' })).statusCode).toBe(401);
    expect((await withCookie(`${ADMIN_COOKIE}=${'x'.repeat(43)}`)).statusCode).toBe(401);
    const cookie = sessionCookie((await signIn(TEST_PASSKEY)).headers['set-cookie']);
    const out = await withCookie(cookie, '/api/admin/session', 'DELETE');
    expect(out.statusCode).toBe(200);
    expect(sessionCookie(out.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const check = await withCookie(cookie, '/api/admin/session');
    expect(check.statusCode).toBe(200);
    expect(check.json<AdminSessionStateBody>().data).toBeNull();
    const after = await withCookie(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      result: false,
      status: 'Your session has ended. Please sign in again.',
      code: 'session-ended',
    });
  });

  it('ends a session 12 hours after its last use and slides it while it is used', async () => {
    const cookie = sessionCookie((await signIn(TEST_PASSKEY)).headers['set-cookie']);
    const [row] = await t.database.db.select().from(adminSessions);
    const hash = row?.tokenHash as string;
    // Used an hour before it would end: the expiry moves 12 hours on from now.
    await t.database.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) })
      .where(eq(adminSessions.tokenHash, hash));
    expect((await withCookie(cookie)).statusCode).toBe(200);
    const [slid] = await t.database.db.select().from(adminSessions);
    expect((slid?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(11.9 * 60 * 60 * 1000);
    // Unused for 12 hours: gone.
    await t.database.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, hash));
    expect((await withCookie(cookie)).statusCode).toBe(401);
  });

  it('keeps the bearer passkey working for API clients, but it is not a workspace session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin })).statusCode,
    ).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: t.admin,
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({
      result: true,
      status: 'Please sign in with the admin passkey.',
      data: null,
    });
  });
});

describe('admin session behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { publicUrl: 'https://hiring.test.example' });
  });
  afterAll(() => t.close());

  const signIn = () =>
    t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { passkey: TEST_PASSKEY } });
  const session = (cookie: string, method: 'GET' | 'DELETE' = 'GET') =>
    t.app.inject({ method, url: '/api/admin/session', headers: { cookie } });

  it('names the cookie __Host- and marks it Secure for the whole site, with no Domain', async () => {
    const setCookie = [(await signIn()).headers['set-cookie'] ?? []].flat();
    const cookie = setCookie.find((value) => value.startsWith(`${ADMIN_COOKIE_HTTPS}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(setCookie.some((value) => value.startsWith(`${ADMIN_COOKIE}=`))).toBe(false);
  });

  it('finds the session and signs out under that same name, and ignores the plain one', async () => {
    const setCookie = [(await signIn()).headers['set-cookie'] ?? []].flat();
    const pair = setCookie.find((value) => value.startsWith(`${ADMIN_COOKIE_HTTPS}=`));
    const cookie = (pair ?? '').split(';')[0] as string;
    const token = cookie.slice(cookie.indexOf('=') + 1);
    expect((await session(cookie)).json<AdminSessionStateBody>().data).toMatchObject({
      actor: 'Owner',
    });
    // The same token under the plain name is not this site's https cookie.
    expect(
      (await session(`${ADMIN_COOKIE}=${token}`)).json<AdminSessionStateBody>().data,
    ).toBeNull();
    const out = await session(cookie, 'DELETE');
    expect(out.statusCode).toBe(200);
    const cleared = [out.headers['set-cookie'] ?? []].flat();
    expect(cleared.some((value) => value.startsWith(`${ADMIN_COOKIE_HTTPS}=;`))).toBe(true);
    expect((await session(cookie)).json<AdminSessionStateBody>().data).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import { TEXTS } from '../../../shared/texts';
import { invites } from '../../db/schema';
import { TEST_PASSKEY, useTestApp } from '../../test/test-app';
import { firstRole } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { ADMIN_COOKIE } from './admin-auth.plugin';

/**
 * A signed-in browser's changes count only from this site's own pages. Another port of the same
 * host is the same site, so the SameSite=Strict cookie goes along with a form it posts: the
 * server itself must tell where a change comes from.
 */
const FOREIGN = { result: false, status: TEXTS.workspace.foreignOrigin, code: 'foreign-origin' };
/** A page on another port of this host: same site, other origin. */
const OTHER_PORT = { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:9999' };
/** What a browser sends with our own page's fetch (the test app answers as `localhost:80`). */
const OWN_PAGE = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };

describe.each(testDatabaseKinds())('where a signed-in change comes from, on %s', (kind) => {
  let cookie: string;
  let code: string;

  const t = useTestApp(kind);
  beforeEach(async () => {
    const role = await firstRole(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: t.admin,
      payload: { identifyCode: role.id },
    });
    code = created.json<CreateInviteResponse>().data.inviteCode;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey: TEST_PASSKEY },
    });
    const header = [signedIn.headers['set-cookie'] ?? []]
      .flat()
      .find((value) => value.startsWith(`${ADMIN_COOKIE}=`));
    cookie = (header ?? '').split(';')[0] as string;
    expect(cookie).toMatch(new RegExp(`^${ADMIN_COOKIE}=.+`));
  });

  const revoke = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/invites/${code}/revoke`,
      headers: { cookie, ...headers },
      ...(payload !== undefined && { payload }),
    });
  const isRevoked = async () =>
    (await t.database.db.select().from(invites).where(eq(invites.code, code)))[0]?.revokedAt !==
    null;

  it('refuses a revoke posted with the cookie from another port of the same host with 403, and the invite stays live', async () => {
    const response = await revoke(OTHER_PORT);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FOREIGN);
    expect(await isRevoked()).toBe(false);
  });

  it('refuses the same with the form body such a page auto-submits, whatever it claims', async () => {
    const form = await revoke(
      { ...OTHER_PORT, 'content-type': 'text/plain' },
      '{"anything":"at all"}',
    );
    expect(form.statusCode).toBe(403);
    expect(await isRevoked()).toBe(false);
  });

  it('refuses a change from another site, or from no page at all, with 403', async () => {
    for (const site of ['cross-site', 'none']) {
      const response = await revoke({
        'sec-fetch-site': site,
        origin: 'https://elsewhere.example',
      });
      expect(response.statusCode, site).toBe(403);
    }
    expect(await isRevoked()).toBe(false);
  });

  it('refuses a browser without Sec-Fetch-Site whose Origin is another one', async () => {
    for (const origin of ['http://127.0.0.1:9999', 'http://localhost:8080', 'null']) {
      const response = await revoke({ origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual(FOREIGN);
    }
    expect(await isRevoked()).toBe(false);
  });

  it('revokes when the change comes from our own page', async () => {
    const response = await revoke(OWN_PAGE);
    expect(response.statusCode).toBe(200);
    expect(await isRevoked()).toBe(true);
  });

  it('revokes for a browser that sends only an Origin, when it is this site', async () => {
    const response = await revoke({ origin: 'http://localhost:80' });
    expect(response.statusCode).toBe(200);
    expect(await isRevoked()).toBe(true);
  });

  it('revokes for a client that is no browser (neither header): nothing in its request is ambient', async () => {
    expect((await revoke({})).statusCode).toBe(200);
    expect(await isRevoked()).toBe(true);
  });

  it('lets a signed-in browser read from anywhere it is allowed to, since reading changes nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invites',
      headers: { cookie, ...OTHER_PORT },
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs no origin with the bearer passkey: an API client is not a browser acting on its own', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invites/${code}/revoke`,
      headers: { ...t.admin, ...OTHER_PORT },
    });
    expect(response.statusCode).toBe(200);
    expect(await isRevoked()).toBe(true);
  });

  it('refuses a sign-out from another page with 403, and the session goes on', async () => {
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie, ...OTHER_PORT },
    });
    expect(out.statusCode).toBe(403);
    expect(out.json()).toEqual(FOREIGN);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie },
    });
    expect(still.json()).toMatchObject({ data: { actor: 'Owner' } });
  });

  describe('bodies', () => {
    const NO_BODY = TEXTS.workspace.bodyNotExpected;

    it('refuses a text/plain or form body to revoke and extend from our own page, and the invite is unchanged', async () => {
      const before = (await t.database.db.select().from(invites).where(eq(invites.code, code)))[0];
      for (const action of ['revoke', 'extend']) {
        for (const [type, payload] of [
          ['text/plain', 'revoke=1'],
          ['application/x-www-form-urlencoded', 'revoke=1'],
          ['multipart/form-data; boundary=x', '--x\r\n\r\n1\r\n--x--'],
        ] as const) {
          const response = await t.app.inject({
            method: 'POST',
            url: `/api/admin/invites/${code}/${action}`,
            headers: { cookie, ...OWN_PAGE, 'content-type': type },
            payload,
          });
          expect(response.statusCode, `${action} ${type}`).toBe(415);
          expect(response.json()).toEqual({
            result: false,
            status: NO_BODY,
            code: 'body-not-expected-type',
          });
        }
      }
      const after = (await t.database.db.select().from(invites).where(eq(invites.code, code)))[0];
      expect(after).toEqual(before);
    });

    it('refuses any JSON body to revoke, with the bearer passkey too, with 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/invites/${code}/revoke`,
        headers: t.admin,
        payload: { reason: 'none needed' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        result: false,
        status: NO_BODY,
        code: 'body-not-expected',
      });
      expect(await isRevoked()).toBe(false);
    });

    it('refuses a text/plain body where a JSON one is expected, with 415', async () => {
      const review = await t.app.inject({
        method: 'POST',
        url: '/api/invite-codes/add',
        headers: { ...t.admin, 'content-type': 'text/plain' },
        payload: JSON.stringify({ identifyCode: 'abc' }),
      });
      expect(review.statusCode).toBe(415);
      expect(review.json()).toEqual({
        result: false,
        status: TEXTS.workspace.bodyNotJson,
        code: 'body-not-json',
      });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ passkey: TEST_PASSKEY }),
      });
      expect(signIn.statusCode).toBe(415);
      expect(signIn.headers['set-cookie']).toBeUndefined();
    });
  });
});

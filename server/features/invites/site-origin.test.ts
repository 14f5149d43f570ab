import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import type { AppOptions } from '../../app';
import type { InviteListBody } from '../../test/api-bodies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstRole, registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { isLoopbackHost } from './site-origin';

const EVIL = { host: 'evil.example' };

/** Invite links and the tus `Location` never follow a forged Host. */
describe.each(testDatabaseKinds())('links and the Host header on %s', (kind) => {
  /** The invite link, the admin list's link and the upload `Location`, all asked with `Host: evil.example`. */
  async function linksUnder(t: TestApp) {
    const role = await firstRole(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: { ...t.admin, ...EVIL },
      payload: { identifyCode: role.id },
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invites',
      headers: { ...t.admin, ...EVIL },
    });
    const candidate = await registerTestCandidate(t);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/recordings/uploads',
      headers: {
        ...candidate.auth,
        ...EVIL,
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(upload.statusCode).toBe(201);
    const code = created.json<CreateInviteResponse>().data.inviteCode;
    return {
      code,
      inviteUrl: created.json<CreateInviteResponse>().data.inviteUrl,
      listedUrls: listed.json<InviteListBody>().data.items.map((item) => item.url),
      location: String(upload.headers.location),
    };
  }

  function scenario(
    name: string,
    overrides: Partial<Pick<AppOptions, 'publicUrl' | 'trustHostHeader' | 'fallbackOrigin'>>,
    check: (links: Awaited<ReturnType<typeof linksUnder>>) => void,
  ) {
    describe(name, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(kind, overrides);
      });
      afterAll(() => t.close());
      it('builds the links as configured', async () => {
        const links = await linksUnder(t);
        for (const link of [links.inviteUrl, ...links.listedUrls, links.location]) {
          expect(link).not.toContain('evil.example');
        }
        check(links);
      });
    });
  }

  scenario(
    'with PUBLIC_URL set',
    { publicUrl: 'https://jobs.test.example', trustHostHeader: true },
    ({ code, inviteUrl, listedUrls, location }) => {
      expect(inviteUrl).toBe(`https://jobs.test.example/invite/${code}`);
      expect(listedUrls).toContain(`https://jobs.test.example/invite/${code}`);
      expect(location).toMatch(/^https:\/\/jobs\.test\.example\/api\/recordings\/uploads\/\w+$/);
    },
  );

  scenario(
    'without PUBLIC_URL on a non-loopback HOST',
    { trustHostHeader: false, fallbackOrigin: 'http://10.0.0.5:3000' },
    ({ code, inviteUrl, listedUrls, location }) => {
      expect(inviteUrl).toBe(`http://10.0.0.5:3000/invite/${code}`);
      expect(listedUrls).toContain(`http://10.0.0.5:3000/invite/${code}`);
      // A path: tus-js-client resolves it against the endpoint it posted to.
      expect(location).toMatch(/^\/api\/recordings\/uploads\/\w+$/);
    },
  );

  describe('on a loopback HOST (the tests’ default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());
    it('builds the links from the request, as a local install reaches itself', async () => {
      const role = await firstRole(t);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/invite-codes/add',
        headers: { ...t.admin, host: 'localhost:3000' },
        payload: { identifyCode: role.id },
      });
      const { inviteCode, inviteUrl } = created.json<CreateInviteResponse>().data;
      expect(inviteUrl).toBe(`http://localhost:3000/invite/${inviteCode}`);
    });
  });
});

describe('isLoopbackHost', () => {
  it('trusts the Host only on a loopback HOST', () => {
    for (const host of ['127.0.0.1', '::1', 'localhost', 'LOCALHOST'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'example.com'])
      expect(isLoopbackHost(host)).toBe(false);
  });
});

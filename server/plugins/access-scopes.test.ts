import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../test/registered-routes';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The routes anyone may call, and why. Every other route is in the admin or the candidate scope
 * (`server/plugins/access-scopes.ts`): asked without credentials, it answers 401.
 */
const OPEN_ROUTES: Record<string, string> = {
  'GET /api/health': 'the load balancer asks',
  'GET /api/health/live': 'the container engine asks',
  'GET /api/health/ready': 'the load balancer asks',
  'GET /api/admin/session': 'tells the sign-in page whether a session exists',
  'POST /api/admin/session': 'signs in with the passkey',
  'DELETE /api/admin/session': 'signs out',
  'POST /api/admin/session/password': 'signs in with a password',
  'POST /api/admin/session/passkey/options': 'starts a WebAuthn sign-in',
  'POST /api/admin/session/passkey': 'finishes a WebAuthn sign-in',
  'GET /api/team/join/:token': 'the team invite link, its token is the credential',
  'POST /api/team/join/:token': 'joins with the team invite token',
  'GET /api/invites/:code': 'what an invite link shows',
  'POST /now-assessment': 'registers with an invite code',
  'POST /feedback': "the candidate's secret is in the body",
  'GET /api/role-logos/:id': "candidates' pages show the logo",
  'GET /api/shares/:token': 'the share token is the credential',
  'GET /api/shares/:token/candidates/:id/video': 'the share token is the credential',
  'GET /api/shares/:token/candidates/:id/poster': 'the share token is the credential',
  'GET /api/shares/:token/candidates/:id/answers/:questionIndex/recording':
    'the share token is the credential',
  'GET /api/shares/:token/candidates/:id/answers/:questionIndex/poster':
    'the share token is the credential',
  'GET /api/shares/:token/candidates/:id/answers/:questionIndex/file':
    'the share token is the credential',
  'POST /api/shares/:token/feedback': 'the share token is the credential',
  'GET /api/your-data/:token': "the candidate's Your data token is the credential",
  'GET /api/your-data/:token/export': "the candidate's Your data token is the credential",
  'POST /api/your-data/:token/erasure': "the candidate's Your data token is the credential",
  'POST /api/recordings/uploads': 'tus checks the secret on each request itself',
  'PATCH /api/recordings/uploads': 'tus checks the secret on each request itself',
  'DELETE /api/recordings/uploads': 'tus checks the secret on each request itself',
  'GET /api/recordings/uploads': 'tus checks the secret on each request itself',
  'POST /api/recordings/uploads/:uploadId': 'tus checks the secret on each request itself',
  'PATCH /api/recordings/uploads/:uploadId': 'tus checks the secret on each request itself',
};

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('access checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('refuses every route outside the open list without credentials, and only those', async () => {
    const open: string[] = [];
    for (const route of registeredRoutes(t.app)) {
      const [method, path] = route.split(' ') as [string, string];
      if (method === 'OPTIONS' || method === 'HEAD') continue;
      const url = path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? SOME_ID : 'x'));
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { 'tus-resumable': '1.0.0' },
      });
      if (response.statusCode !== 401) open.push(route);
    }
    expect(open.sort()).toEqual(Object.keys(OPEN_ROUTES).sort());
  });

  it('answers 401 before the body is read, whatever was sent', async () => {
    const routes = [
      ['POST', '/api/admin/roles'],
      ['PUT', '/api/assessment/answers/q1'],
      ['POST', '/api/assessment/video/interrupted'],
    ] as const;
    for (const [method, url] of routes) {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

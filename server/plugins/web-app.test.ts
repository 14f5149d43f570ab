import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { members } from '../db/schema';
import type { DatabaseHandle } from '../db/client';
import { loadAdminPasskey } from '../features/admin-auth/passkey.service';
import { openTestDatabase } from '../test/test-databases';

/** A build of three pages: the sign-up and the admin page share a chunk with the entry. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_Loader-1.js'],
    css: ['assets/index-1.css'],
  },
  '_Loader-1.js': { file: 'assets/Loader-1.js', css: ['assets/Loader-1.css'] },
  '_zod-core-1.js': { file: 'assets/zod-core-1.js', imports: ['_Loader-1.js'] },
  '_Input-1.js': {
    file: 'assets/Input-1.js',
    imports: ['_Loader-1.js'],
    css: ['assets/Input-1.css'],
  },
  'features/invite-landing/invite-landing-page.tsx': {
    file: 'assets/invite-landing-page-1.js',
    isDynamicEntry: true,
    imports: ['_Input-1.js', '_Loader-1.js'],
    css: ['assets/invite-landing-page-1.css'],
  },
  'routes/invite-panel-route.tsx': {
    file: 'assets/invite-panel-route-1.js',
    isDynamicEntry: true,
    imports: ['_Loader-1.js', '_zod-core-1.js'],
    css: ['assets/Loader-1.css'],
  },
};

describe('serving the single-page app', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-web-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><head><script type="module" src="/assets/index-1.js"></script></head><div id="root"></div>',
    );
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    database = await openTestDatabase('pglite');
    app = await buildApp({
      database,
      passkey: await loadAdminPasskey(database.db, 'test-passkey'),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-data-')),
      webDir,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/', '/admin', '/notfoundpage', '/invite/abc/signup', '/no/such/page'])(
    'answers %s with the app, which routes it',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers HEAD for a page like GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/admin' });
    expect(response.statusCode).toBe(200);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the document-only security headers with pages, not with every script', async () => {
    const page = await app.inject({ method: 'GET', url: '/invite/abc/signup' });
    const script = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
      expect(page.headers[name], name).toBeTruthy();
      expect(script.headers[name], name).toBeUndefined();
    }
    for (const name of ['x-content-type-options', 'strict-transport-security']) {
      expect(script.headers[name], name).toBe(page.headers[name]);
    }
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A missing asset is not a page: 404 JSON, still never sniffed.
    const missing = await app.inject({ method: 'GET', url: '/assets/no-such-file.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/metrics', '/healthz', '/readyz/', '/assets/no-such-file.js'])(
    'answers the probe or asset path %s with 404 in the one shape, never the app with 200',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        result: false,
        status: `There is no GET ${url}.`,
        code: 'route-missing',
      });
    },
  );

  it('never answers an unknown API path with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      result: false,
      status: 'There is no GET /api/unknown.',
      code: 'route-missing',
    });
  });

  it.each(['/invite/abc', '/invite/abc/signup'])(
    "answers %s with the sign-up page's chunks and stylesheets, not the entry's again",
    async (url) => {
      const { body } = await app.inject({ method: 'GET', url });
      const links = body.match(/<link [^>]+>/g) ?? [];
      expect(links).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/invite-landing-page-1.js">',
        '<link rel="stylesheet" crossorigin href="/assets/invite-landing-page-1.css">',
        '<link rel="modulepreload" crossorigin href="/assets/Input-1.js">',
        '<link rel="stylesheet" crossorigin href="/assets/Input-1.css">',
      ]);
      expect(body.indexOf('<link')).toBeLessThan(body.indexOf('</head>'));
    },
  );

  it('preloads only the admin page and the zod it imports on /admin, and nothing on a page it does not know', async () => {
    const admin = await app.inject({ method: 'GET', url: '/admin' });
    expect(admin.body.match(/<link [^>]+>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/invite-panel-route-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/zod-core-1.js">',
    ]);
    for (const url of ['/no/such/page', '/invite/abc/signup/more', '/admin/candidates']) {
      expect((await app.inject({ method: 'GET', url })).body).not.toContain('<link');
    }
  });

  /** The session check's answer a page came with, as the page reads it. */
  const sessionInPage = (body: string) => {
    const match = /<script type="application\/json" id="admin-session">(.*?)<\/script>/.exec(body);
    return match ? (JSON.parse(match[1] as string) as { data: unknown }) : undefined;
  };

  it("gives the workspace's pages the session check's answer, made for whoever asked", async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey: 'test-passkey' },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
    // A name that would end the element if it were written as it is.
    await database.db.update(members).set({ name: 'Ann </script><script>alert(1)</script>' });
    const checked = await app.inject({ url: '/api/admin/session', headers: { cookie } });
    for (const url of ['/admin/candidates', '/admin/candidates/abc?sort=score', '/admin/team']) {
      const page = await app.inject({ url, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.body).not.toContain('</script><script>');
      expect(sessionInPage(page.body)).toEqual(checked.json());
      expect(page.headers['set-cookie']).toBeDefined();
    }
    // A known page keeps its preloads beside it.
    const list = await app.inject({ url: '/admin/candidates', headers: { cookie } });
    expect(list.body).toContain('<div id="root"></div><script type="application/json"');
    // Not signed in: the page says so, and asks for nothing.
    expect(sessionInPage((await app.inject({ url: '/admin/candidates' })).body)).toMatchObject({
      data: null,
    });
  });

  it.each(['/admin', '/admin/join/some-token', '/', '/invite/abc/signup'])(
    'gives %s, outside the workspace, no session',
    async (url) => {
      const page = await app.inject({ url });
      expect(sessionInPage(page.body)).toBeUndefined();
      expect(page.headers['cache-control']).toBe('no-cache');
    },
  );
});

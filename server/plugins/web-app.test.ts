import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadAdminPasskey } from '../features/admin-auth/passkey.service';
import { openTestDatabase } from '../test/test-databases';

describe('serving the single-page app', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-web-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(webDir, 'assets'));
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

  it('never answers an unknown API path with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ result: false, status: 'There is no GET /api/unknown.' });
  });
});

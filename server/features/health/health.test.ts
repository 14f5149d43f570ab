import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../test/s3-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';

describe.each(testDatabaseKinds())('health and unknown paths on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 200 with the state of the database and of the recording store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      status: 'ok',
      database: { kind, state: 'up' },
      recordings: { kind: 'local', state: 'up' },
    });
  });

  it('names the recording store when its folder is gone, still with 200 while the database answers', async () => {
    const uploads = path.join(t.dataDir, 'uploads');
    fs.rmSync(uploads, { recursive: true });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        result: true,
        status: 'The recording store is not answering: recordings can be neither saved nor played.',
        database: { kind, state: 'up' },
        recordings: { kind: 'local', state: 'down' },
      });
    } finally {
      fs.mkdirSync(uploads);
    }
    const back = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(back.json()).toMatchObject({ status: 'ok', recordings: { state: 'up' } });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/invite-codes/remove'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ result: false });
    }
  });

  it('sends strict security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health with recordings in an S3 bucket', () => {
  it('reports the bucket up while it answers, and down once it does not', async () => {
    const s3 = await startS3TestServer();
    const t = await createTestApp('pglite', { s3: s3.settings });
    try {
      const up = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(up.json()).toMatchObject({ result: true, recordings: { kind: 's3', state: 'up' } });
      await s3.close();
      const down = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(200);
      expect(down.json()).toMatchObject({
        status: 'The recording store is not answering: recordings can be neither saved nor played.',
        recordings: { kind: 's3', state: 'down' },
      });
    } finally {
      await t.close();
      await s3.close().catch(() => undefined);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadAdminPasskey } from '../features/admin-auth/passkey.service';
import { TEST_PASSKEY } from '../test/test-app';
import { openTestDatabase } from '../test/test-databases';

/** Two instances on one database, as behind one proxy; the first one's log lines are kept. */
describe('request ids', () => {
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const lines: string[] = [];

  const build = async (logged: boolean) =>
    buildApp({
      database,
      passkey: await loadAdminPasskey(database.db, TEST_PASSKEY),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-ids-')),
      webDir: '/nonexistent',
      logger: logged
        ? {
            level: 'info',
            stream: new Writable({
              write(chunk: Buffer, _encoding, done) {
                lines.push(chunk.toString('utf8'));
                done();
              },
            }),
          }
        : false,
    });

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    first = await build(true);
    second = await build(false);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  const health = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/health', headers });

  it('gives two instances ids that never collide, and answers each in X-Request-Id', async () => {
    const ids = new Set<string>();
    for (const app of [first, second, first, second]) {
      const id = (await health(app)).headers['x-request-id'];
      expect(typeof id).toBe('string');
      ids.add(id as string);
    }
    expect(ids.size).toBe(4);
  });

  it("keeps the proxy's X-Request-Id: answered back, logged as the request's id", async () => {
    const id = '6f1c2a9be07d4c3f8a51d0e2b4c6a8f0';
    lines.length = 0;
    expect((await health(first, { 'x-request-id': id })).headers['x-request-id']).toBe(id);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(logged.some((line) => line.reqId === id)).toBe(true);
  });

  it('carries the id on refusals, unknown paths and the upload endpoint too', async () => {
    const id = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const answers = await Promise.all([
      first.inject({ method: 'GET', url: '/api/admin/roles', headers: { 'x-request-id': id } }),
      first.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': id } }),
      first.inject({
        method: 'POST',
        url: '/api/recordings/uploads',
        headers: { 'x-request-id': id, 'tus-resumable': '1.0.0', 'upload-length': '10' },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404, 401]);
    for (const answer of answers) expect(answer.headers['x-request-id']).toBe(id);
  });

  it('replaces an incoming id that is too long or holds spaces, quotes or control characters', async () => {
    for (const bad of ['x'.repeat(129), 'two words', 'quote"d', 'line\tbreak', '']) {
      const answered = (await health(first, { 'x-request-id': bad })).headers['x-request-id'];
      expect(answered).toMatch(/^[A-Za-z0-9_-]+-[0-9a-z]+$/);
      expect(answered).not.toBe(bad);
    }
  });
});

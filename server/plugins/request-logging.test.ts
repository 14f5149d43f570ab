import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../shared/invites.schema';
import type { Role } from '../../shared/roles.schema';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadAdminPasskey } from '../features/admin-auth/passkey.service';
import { TEST_PASSKEY } from '../test/test-app';
import { openTestDatabase } from '../test/test-databases';
import { loggablePath } from './errors';

describe('request logs keep invite codes out', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({
      database,
      passkey: await loadAdminPasskey(database.db, TEST_PASSKEY),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-log-')),
      webDir: '/nonexistent',
      logger: { level: 'info', stream },
    });
    // A byte range as the video and poster routes answer one.
    app.get('/test/range', (_request, reply) => reply.code(206).send('part'));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs the route and a 4-character prefix of the code, never the whole code', async () => {
    const roles = await app.inject({
      method: 'GET',
      url: '/api/admin/roles',
      headers: { authorization: `Bearer ${TEST_PASSKEY}` },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: { authorization: `Bearer ${TEST_PASSKEY}` },
      payload: { identifyCode: roles.json<Role[]>()[0]?.id },
    });
    const code = created.json<CreateInviteResponse>().data.inviteCode;
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: `/api/invites/${code}` })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `/invite/${code}/signup?from=mail` });

    const log = lines.join('');
    expect(log).toContain('/api/invites/:code');
    expect(log).toContain(`/api/invites/${code.slice(0, 4)}…`);
    expect(log).not.toContain(code);
    expect(log).not.toContain('from=mail');
  });

  it('logs 4 characters of a "Your data" token, never the whole token', async () => {
    const token = `0123456789abcdef0123456789abcdef${'Ab_-'.repeat(10)}xyz`;
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/your-data/${token}` });
    await app.inject({ method: 'GET', url: `/api/your-data/${token}/export` });
    await app.inject({ method: 'GET', url: `/your-data/${token}` });
    const log = lines.join('');
    expect(log).toContain('/api/your-data/0123…"');
    expect(log).toContain('/api/your-data/0123…/export');
    expect(log).toContain('"/your-data/0123…"');
    expect(log).not.toContain(token.slice(0, 5));
  });

  it('shortens only what looks like an invite code', () => {
    expect(loggablePath('/api/recordings/uploads/0123456789abcdef0123456789abcdef')).toBe(
      '/api/recordings/uploads/0123456789abcdef0123456789abcdef',
    );
    expect(loggablePath('/invite/AbCdEfGhIjKlMnOpQrStU3/complete')).toBe('/invite/AbCd…/complete');
    expect(loggablePath('/api/admin/candidates?q=ann')).toBe('/api/admin/candidates');
    // The completion page's question for the link names no token.
    expect(loggablePath('/api/assessment/your-data-link')).toBe('/api/assessment/your-data-link');
    expect(loggablePath('/your-data/abcdefgh?x=1')).toBe('/your-data/abcd…');
  });

  it('writes one line per request, with the request, its status and its time', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const records = lines.map(
      (line) =>
        JSON.parse(line) as {
          msg?: string;
          req?: { url?: string };
          res?: { statusCode?: number };
          responseTime?: number;
        },
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      msg: 'request completed',
      req: { url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(records[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('writes the byte ranges a video player asks for at the debug level, not at info', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/test/range' })).statusCode).toBe(206);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(urls).toEqual(['/api/health']);
    app.log.level = 'debug';
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/test/range' });
    app.log.level = 'info';
    expect(lines.map((line) => JSON.parse(line) as { msg?: string })).toMatchObject([
      { msg: 'request completed' },
    ]);
  });

  it("carries the client's address as resolved: the peer's, not a header it was not told to trust", async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    const record = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { remoteAddress?: string } })
      .find((line) => line.msg === 'request completed');
    expect(record?.req?.remoteAddress).toBe('203.0.113.9');
  });
});

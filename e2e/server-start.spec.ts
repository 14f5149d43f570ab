import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { workerDatabaseName } from '../server/test/test-databases';
import { createInvite } from './support/api';
import {
  freePort,
  preparedDataDir,
  runServerToExit,
  startServer,
  temporaryDataDir,
} from './support/server';

test.describe('starting the server', () => {
  // Its tests share nothing: each may run on any worker, so this long file ends with the rest.
  test.describe.configure({ mode: 'parallel' });
  test('prints the URL and a generated passkey that works, in one structured log line, and keeps only its hash', async () => {
    const server = await startServer({ env: { ADMIN_PASSKEY: '' } });
    try {
      const output = server.output();
      // A JSON line like every other, even at LOG_LEVEL=warn (the tests' level).
      const banner = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; review?: string })
        .find((line) => line.msg.startsWith('Prescreen is running at'));
      expect(banner?.msg).toContain(`Prescreen is running at ${server.url}.`);
      const passkey = /Admin passkey: (\S+)/.exec(banner?.msg ?? '')?.[1] as string;
      expect(passkey.length).toBeGreaterThanOrEqual(20);
      const roles = await fetch(`${server.url}/api/admin/roles`, {
        headers: { authorization: `Bearer ${passkey}` },
      });
      expect(roles.status).toBe(200);
      expect(((await roles.json()) as unknown[]).length).toBeGreaterThanOrEqual(100);
      // The same passkey signs in to the review workspace the banner points at.
      expect(banner?.review).toBe(`${server.url}/admin/candidates`);
      const signIn = await fetch(`${server.url}/api/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ passkey }),
      });
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    } finally {
      await server.stop();
    }
  });

  test('writes the log line of each request at once, and its last lines when stopped', async () => {
    const server = await startServer({ env: { LOG_LEVEL: 'info' } });
    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    try {
      await fetch(`${server.url}/api/no-such-route`);
      // Written off the event loop, but without waiting for more lines to fill a buffer.
      await expect
        .poll(() => lines().some((line) => line.req?.url === '/api/no-such-route'), {
          timeout: 5000,
        })
        .toBe(true);
    } finally {
      await server.stop();
    }
    expect(lines().map((line) => line.msg)).toContain('shutting down');
  });

  test('stops a few seconds after the signal when a connection stalls mid-request', async () => {
    const server = await startServer({ dataDir: preparedDataDir(), env: { LOG_LEVEL: 'info' } });
    // A client that sent a request's headers and part of its body, then nothing more (an upload on
    // a lost mobile connection; a paused video holds its response the same way).
    const stalled = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    const closed = new Promise<void>((resolve) => stalled.once('close', () => resolve()));
    stalled.on('error', () => undefined);
    await new Promise<void>((resolve) => stalled.once('connect', () => resolve()));
    stalled.write(
      'POST /api/admin/session HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"passkey":',
    );
    // The server has the request (a health check after it on another connection is answered).
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // Ends within support/server.ts's 30 s or fails there; without the grace it waited for Node's
    // request timeout (300 s).
    await server.stop();
    await closed;
    expect(server.output()).toContain('shutting down');
  });

  test('refuses a second process on the same embedded data folder with a clear message', async () => {
    const first = await startServer();
    try {
      const second = await runServerToExit({
        DATA_DIR: first.dataDir,
        PORT: String(await freePort()),
      });
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `The data folder ${first.dataDir} is in use by another running instance`,
      );
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
    }
    // Once the first has stopped, the folder can be opened again, with its data.
    const again = await startServer({ dataDir: first.dataDir });
    await again.stop();
    expect(fs.existsSync(path.join(first.dataDir, 'db'))).toBe(true);
  });

  test('refuses a second server that reaches the same folder through a symlink', async () => {
    const first = await startServer();
    const link = `${first.dataDir}-link`;
    fs.symlinkSync(first.dataDir, link);
    try {
      const second = await runServerToExit({ DATA_DIR: link, PORT: String(await freePort()) });
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `The data folder ${link} is in use by another running instance`,
      );
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  });

  test('comes back with its data when restarted the moment after it was killed', async () => {
    const first = await startServer();
    const { code } = await createInvite(first.url);
    // Not awaited: the new server starts while the killed one may still be in the process table.
    const killed = first.stop('SIGKILL');
    const second = await startServer({ dataDir: first.dataDir });
    try {
      // Taken over because the killed one is gone, not after waiting out its heartbeat.
      expect(second.output()).toContain(
        `The data folder ${first.dataDir} was left locked by process ${first.pid}, which is no longer running: taking it over.`,
      );
      const invite = await fetch(`${second.url}/api/invites/${code}`);
      expect(invite.status).toBe(200);
    } finally {
      await killed;
      await second.stop();
    }
  });

  test("stops with the database's own reason when it may not make its schema", async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'Needs a PostgreSQL (TEST_DATABASE_URL)');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = workerDatabaseName('no_rights');
    try {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`drop role if exists ${name}`);
      await admin.query(`create role ${name} login`);
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.username = name;
      url.pathname = `/${name}`;
      const result = await runServerToExit({
        DATABASE_URL: url.toString(),
        PORT: String(await freePort()),
        DATA_DIR: temporaryDataDir(),
      });
      expect(result.code).toBe(1);
      expect(result.output.trim()).toBe(
        `Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\npermission denied for database ${name}`,
      );
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`drop role if exists ${name}`);
      await admin.end();
    }
  });

  test('migrates nothing when the bucket it is given cannot be used', async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'Needs a PostgreSQL (TEST_DATABASE_URL)');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = workerDatabaseName('no_bucket');
    try {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      const result = await runServerToExit({
        DATABASE_URL: url.toString(),
        S3_BUCKET: 'prescreen-recordings',
        // Nothing listens there: the store is away.
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        PORT: String(await freePort()),
        DATA_DIR: temporaryDataDir(),
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('The S3 bucket "prescreen-recordings" cannot be used');
      const database = new pg.Client({ connectionString: url.toString() });
      await database.connect();
      try {
        const migrated = await database.query<{ name: string | null }>(
          "select to_regclass('drizzle.__drizzle_migrations')::text as name",
        );
        expect(migrated.rows).toEqual([{ name: null }]);
      } finally {
        await database.end();
      }
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });

  test('stops on bad configuration with one clear line', async () => {
    const result = await runServerToExit({ PORT: 'eighty', DATA_DIR: temporaryDataDir() });
    expect(result.code).toBe(1);
    expect(result.output.trim()).toBe('Invalid configuration: PORT must be a number');
  });
});

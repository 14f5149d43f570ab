import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { lastShippedMigration } from './schema-state';

const MIB = 1024 * 1024;
/** What the disk has free, as each test sets it: the reader readiness is given. */
let freeBytes = 10_000 * MIB;
const readiness = { freeBytesOf: () => Promise.resolve(freeBytes) };
const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health/ready' });

describe.each(testDatabaseKinds())('liveness and readiness on %s, local disk', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { readiness });
  });
  afterAll(() => t.close());

  it('answers live and ready with every check ok', async () => {
    freeBytes = 10_000 * MIB;
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ result: true, status: 'live' });
    const answer = await ready(t);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      result: true,
      status: 'ready',
      checks: { database: 'ok', disk: 'ok', recordings: 'ok' },
    });
  });

  it('is not ready with less than 512 MiB free where the recordings are kept, and says how much', async () => {
    freeBytes = 100 * MIB;
    try {
      const answer = await ready(t);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        result: false,
        status: 'Not ready: disk.',
        checks: {
          database: 'ok',
          disk: `Only 100 MiB free on the disk of ${t.dataDir} (under 512 MiB): recordings and answers may fail to save. Free space or grow the disk.`,
          recordings: 'ok',
        },
      });
      freeBytes = 512 * MIB;
      expect((await ready(t)).statusCode).toBe(200);
    } finally {
      freeBytes = 10_000 * MIB;
    }
  });

  it('is not ready while the database lacks this release’s last migration', async () => {
    const shipped = lastShippedMigration(MIGRATIONS_FOLDER);
    // As if a backup from before the upgrade had been restored under the running instance.
    const moveLast = (by: number) =>
      t.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + ${by} where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
    await moveLast(-1);
    try {
      const answer = await ready(t);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        status: 'Not ready: database.',
        checks: {
          database: `The database lacks this release's migrations (up to ${shipped.tag}): restart this instance to apply them.`,
          recordings: 'ok',
        },
      });
    } finally {
      await moveLast(1);
    }
    expect((await ready(t)).statusCode).toBe(200);
  });

  it('is not ready once a newer release migrated the database past its last migration', async () => {
    const shipped = lastShippedMigration(MIGRATIONS_FOLDER);
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a-newer-release', ${shipped.when + 60_000})`,
    );
    try {
      const answer = await ready(t);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        status: 'Not ready: database.',
        checks: {
          database: `A newer release migrated the database past this release's last migration (${shipped.tag}): this instance is older than the schema; upgrade or stop it.`,
        },
      });
      // Live all the same: restarting an old release does not mend a newer schema.
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where hash = 'a-newer-release'`,
      );
    }
    expect((await ready(t)).statusCode).toBe(200);
  });

  it('keeps the old /api/health as it was: 200 with its body while the disk is short', async () => {
    freeBytes = 0;
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ result: true, status: 'ok' });
    } finally {
      freeBytes = 10_000 * MIB;
    }
  });
});

describe('liveness without a database', () => {
  it('stays live while the database does not answer, and is not ready', async () => {
    const t = await createTestApp('pglite', { readiness });
    try {
      await t.database.close();
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      const answer = await ready(t);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        result: false,
        status: 'Not ready: database.',
        checks: { database: 'The database is not answering.', disk: 'ok', recordings: 'ok' },
      });
    } finally {
      await t.close();
    }
  });
});

describe.each(testDatabaseKinds())('readiness with recordings in an S3 bucket, on %s', (kind) => {
  let s3: S3TestServer;
  let t: TestApp;
  let now = 0;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp(kind, { s3: s3.settings, readiness: { ...readiness, now: () => now } });
  });
  afterAll(async () => {
    await t.close();
    await s3.close().catch(() => undefined);
  });

  it('is not ready once the bucket stops answering, after its cached answer of 5 s', async () => {
    // The data folder holds nothing of an instance on PostgreSQL and S3: its disk is not asked.
    const disk = kind === 'pglite' ? { disk: 'ok' } : {};
    const up = await ready(t);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({
      result: true,
      status: 'ready',
      checks: { database: 'ok', ...disk, recordings: 'ok' },
    });
    freeBytes = 0;
    try {
      const short = await ready(t);
      expect(short.json()).toMatchObject({ checks: kind === 'pglite' ? {} : { database: 'ok' } });
      expect(short.statusCode).toBe(kind === 'pglite' ? 503 : 200);
    } finally {
      freeBytes = 10_000 * MIB;
    }
    await s3.close();
    // Within 5 s of the last HeadBucket, the answer kept is given again (a flood asks once).
    now += 4_999;
    expect((await ready(t)).statusCode).toBe(200);
    now += 1;
    const down = await ready(t);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      result: false,
      status: 'Not ready: recordings.',
      checks: {
        database: 'ok',
        ...disk,
        recordings:
          'The recording store is not answering: recordings can be neither saved nor played.',
      },
    });
  });
});

import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { openTestDatabase, resetDatabase, testDatabaseKinds } from '../test/test-databases';
import { errorsPlugin } from './errors';
import { rateLimitsPlugin } from './rate-limits';

const TOO_MANY = {
  result: false,
  status: 'Too many requests. Please wait a minute and try again.',
};

/** One app instance with the public limits (POST /feedback at 20 a minute, registration at 60). */
async function buildInstance(shared: Database | undefined): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(rateLimitsPlugin, { trustProxy: false, shared });
  app.post('/feedback', async () => ({ result: true }));
  app.post('/now-assessment', async () => ({ result: true }));
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload: {}, remoteAddress });
const feedback = (app: FastifyInstance, remoteAddress = '203.0.113.10') =>
  post(app, '/feedback', remoteAddress);

describe.each(testDatabaseKinds())('rate limits shared by two instances on %s', (kind) => {
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    first = await buildInstance(database.db);
    second = await buildInstance(database.db);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await database.close();
  });
  beforeEach(() => resetDatabase(database));

  /** Sends `count` feedbacks from one address, alternating between the instances. */
  async function alternate(count: number, remoteAddress?: string) {
    const answers = [];
    for (let i = 0; i < count; i += 1) {
      answers.push(await feedback(i % 2 === 0 ? first : second, remoteAddress));
    }
    return answers;
  }

  it('counts requests to either instance together: the 21st feedback is refused by both', async () => {
    const answers = await alternate(20);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.map((answer) => Number(answer.headers['x-ratelimit-remaining']))).toEqual(
      Array.from({ length: 20 }, (_, i) => 19 - i),
    );

    for (const instance of [first, second]) {
      const refused = await feedback(instance);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
  });

  it('refuses in the same shape and with the same headers as the in-memory store', async () => {
    const inMemory = await buildInstance(undefined);
    try {
      const local: LightMyRequestResponse[] = [];
      for (let i = 0; i < 21; i += 1) local.push(await feedback(inMemory));
      const shared = await alternate(21);
      for (const answers of [local, shared]) {
        expect(answers[20]?.statusCode).toBe(429);
        expect(answers[20]?.json()).toEqual(TOO_MANY);
      }
      const headersOf = (answer: LightMyRequestResponse | undefined) => ({
        limit: answer?.headers['x-ratelimit-limit'],
        remaining: answer?.headers['x-ratelimit-remaining'],
        reset: answer?.headers['x-ratelimit-reset'],
        retryAfter: answer?.headers['retry-after'],
      });
      expect(headersOf(shared[20])).toEqual(headersOf(local[20]));
      expect(headersOf(shared[0])).toEqual(headersOf(local[0]));
    } finally {
      await inMemory.close();
    }
  });

  it('counts two addresses apart', async () => {
    await alternate(21, '203.0.113.10');
    expect((await feedback(first, '203.0.113.10')).statusCode).toBe(429);
    expect((await feedback(second, '203.0.113.11')).statusCode).toBe(200);
    expect((await feedback(first, '203.0.113.11')).headers['x-ratelimit-remaining']).toBe('18');
  });

  it('counts two routes apart', async () => {
    await alternate(21);
    const registration = await post(second, '/now-assessment', '203.0.113.10');
    expect(registration.statusCode).toBe(200);
    expect(registration.headers['x-ratelimit-remaining']).toBe('59');
  });

  it('counts hits arriving at once on both instances without losing one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => feedback(i % 2 === 0 ? first : second)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('starts a new window once the old one has ended', async () => {
    await alternate(21);
    expect((await feedback(second)).statusCode).toBe(429);
    await database.db.execute(
      sql`update rate_limit_hits set window_ends_at = now() - interval '1 millisecond'`,
    );

    const again = await feedback(second);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe('19');
    expect(again.headers['x-ratelimit-reset']).toBe('60');
    expect((await feedback(first)).headers['x-ratelimit-remaining']).toBe('18');
  });

  it('clears ended windows and keeps running ones', async () => {
    await database.db.execute(
      sql`insert into rate_limit_hits (key, hits, window_ends_at) values
        ('POST /feedback 192.0.2.1', 20, now() - interval '1 minute'),
        ('POST /feedback 192.0.2.2', 20, now() + interval '1 minute')`,
    );
    const fresh = await buildInstance(database.db); // its first count starts a sweep
    try {
      expect((await feedback(fresh, '192.0.2.3')).statusCode).toBe(200);
      await vi.waitFor(async () => {
        const rows = await database.db
          .select({ key: rateLimitHits.key })
          .from(rateLimitHits)
          .orderBy(rateLimitHits.key);
        expect(rows.map((row) => row.key)).toEqual([
          'POST /feedback 192.0.2.2',
          'POST /feedback 192.0.2.3',
        ]);
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('the shared rate limit store', () => {
  it('lets requests through uncounted when the database cannot be reached', async () => {
    // A real pool to a port nothing listens on: every query fails to connect.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const unreachable = drizzle(pool) as unknown as Database;
    const app = await buildInstance(unreachable);
    try {
      for (let i = 0; i < 25; i += 1) expect((await feedback(app)).statusCode).toBe(200);
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it('refuses a route limit it cannot keep rather than ignoring it', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const app = Fastify();
    try {
      await app.register(rateLimitsPlugin, {
        trustProxy: false,
        shared: drizzle(pool) as unknown as Database,
      });
      const backingOff = { rateLimit: { max: 1, exponentialBackoff: true } };
      expect(() => app.get('/backing-off', { config: backingOff }, () => ({}))).toThrow(
        /fixed windows only/,
      );
    } finally {
      await app.close().catch(() => undefined);
      await pool.end();
    }
  });
});

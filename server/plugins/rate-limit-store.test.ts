import { eq, like, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { openTestDatabase, resetDatabase, testDatabaseKinds } from '../test/test-databases';
import { errorsPlugin } from './errors';
import { FLUSH_EVERY_MS } from './rate-limit-store';
import { flushRateLimitCounts, rateLimitsPlugin } from './rate-limits';

const TOO_MANY = {
  result: false,
  status: 'Too many requests. Please wait a minute and try again.',
  code: 'too-many-requests',
};

/**
 * One app instance with the public limits (POST /feedback at 20 a minute, registration at 60, the
 * assessment at 600), where a request's `x-test-candidate` header names its known candidate.
 */
async function buildInstance(
  shared: Database | undefined,
  logLines: string[] = [],
): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(errorsPlugin);
  await app.register(rateLimitsPlugin, {
    trustProxy: false,
    shared,
    candidateOf: (request) => request.headers['x-test-candidate'] as string | undefined,
  });
  app.post('/feedback', async () => ({ result: true }));
  app.get('/api/assessment', async () => ({ result: true }));
  app.post('/now-assessment', async () => ({ result: true }));
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload: {}, remoteAddress });
const feedback = (app: FastifyInstance, remoteAddress = '203.0.113.10') =>
  post(app, '/feedback', remoteAddress);
const statusesOf = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);
const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

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
  const flushBoth = () => Promise.all([flushRateLimitCounts(first), flushRateLimitCounts(second)]);

  // Each test its own client address: what the instances know of another test's stays apart.
  let testCount = 0;
  let address = '';
  beforeEach(async () => {
    testCount += 1;
    address = `203.0.113.${testCount}`;
    await flushBoth(); // the last test's hits, sent before the rows go
    await resetDatabase(database);
  });
  const feedback = (app: FastifyInstance, remoteAddress = address) =>
    post(app, '/feedback', remoteAddress);

  /** Sends `count` feedbacks from one address, alternating between the instances, flushing each. */
  async function alternate(count: number, remoteAddress?: string) {
    const answers = [];
    for (let i = 0; i < count; i += 1) {
      answers.push(await feedback(i % 2 === 0 ? first : second, remoteAddress));
      await flushBoth();
    }
    return answers;
  }

  const hitsInDatabase = async () => {
    const [row] = await database.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `POST /feedback ${address}`));
    return row?.hits;
  };

  it('counts requests to either instance together once flushed: one over the limit at most', async () => {
    const answers = await alternate(30);
    // The other instance's last hit is not known until this one flushes its own: 21, not 20.
    expect(statusesOf(answers)).toEqual([
      ...Array<number>(21).fill(200),
      ...Array<number>(9).fill(429),
    ]);
    expect(answers.slice(0, 4).map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual([
      '19',
      '19',
      '18',
      '17',
    ]);
    expect(await hitsInDatabase()).toBe(30);
    for (const instance of [first, second]) {
      const refused = await feedback(instance);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
  });

  it('shares the counts by itself within a flush interval', async () => {
    for (let i = 0; i < 20; i += 1) expect((await feedback(first)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await hitsInDatabase()).toBe(20), {
      timeout: FLUSH_EVERY_MS * 4,
    });
    // The second instance learns the total with its own first flush of the key.
    expect((await feedback(second)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await feedback(second)).statusCode).toBe(429), {
      timeout: FLUSH_EVERY_MS * 4,
    });
  });

  it('refuses in the same shape and with the same headers as the in-memory store', async () => {
    const inMemory = await buildInstance(undefined);
    try {
      const local: LightMyRequestResponse[] = [];
      for (let i = 0; i < 22; i += 1) local.push(await feedback(inMemory));
      const shared = await alternate(22);
      const headersOf = (answer: LightMyRequestResponse | undefined) => ({
        status: answer?.statusCode,
        body: answer?.json<unknown>(),
        limit: answer?.headers['x-ratelimit-limit'],
        remaining: answer?.headers['x-ratelimit-remaining'],
        reset: answer?.headers['x-ratelimit-reset'],
        retryAfter: answer?.headers['retry-after'],
      });
      expect(headersOf(shared[21])).toEqual(headersOf(local[21]));
      expect(headersOf(shared[21])).toMatchObject({ status: 429, body: TOO_MANY });
      expect(headersOf(shared[0])).toEqual(headersOf(local[0]));
    } finally {
      await inMemory.close();
    }
  });

  it('counts two addresses apart', async () => {
    await alternate(22);
    expect((await feedback(first)).statusCode).toBe(429);
    const other = await feedback(second, '198.51.100.1');
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('19');
  });

  it("counts a known candidate's requests to either instance together, apart from the address", async () => {
    const assessment = (app: FastifyInstance, candidate?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/assessment',
        headers: candidate ? { 'x-test-candidate': candidate } : {},
        remoteAddress: address,
      });
    for (let i = 0; i < 5; i += 1) await assessment(i % 2 === 0 ? first : second, 'c-1');
    await flushBoth();
    const rows = await database.db
      .select({ key: rateLimitHits.key, hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, 'GET /api/assessment %'));
    expect(rows).toEqual([{ key: 'GET /api/assessment candidate c-1', hits: 5 }]);
    expect((await assessment(first, 'c-2')).headers['x-ratelimit-remaining']).toBe('599');
    expect((await assessment(first)).headers['x-ratelimit-remaining']).toBe('599');
  });

  it('counts two routes apart', async () => {
    await alternate(22);
    const registration = await post(second, '/now-assessment', address);
    expect(registration.statusCode).toBe(200);
    expect(registration.headers['x-ratelimit-remaining']).toBe('59');
  });

  it('cuts a flood on both instances to the limit on each until a flush, and loses no hit', async () => {
    const flood = () =>
      Promise.all(Array.from({ length: 60 }, (_, i) => feedback(i % 2 === 0 ? first : second)));
    const statuses = statusesOf(await flood());
    // Each instance is exact on its own; together they let through one interval's worth each.
    expect(
      countOf(
        statuses.filter((_, i) => i % 2 === 0),
        200,
      ),
    ).toBe(20);
    expect(
      countOf(
        statuses.filter((_, i) => i % 2 === 1),
        200,
      ),
    ).toBe(20);

    await flushBoth();
    expect(await hitsInDatabase()).toBe(60);
    expect(countOf(statusesOf(await flood()), 200)).toBe(0);
    await flushBoth();
    expect(await hitsInDatabase()).toBe(120);
  });

  it('keeps the hits counted while a flush is on its way for the next one', async () => {
    for (let i = 0; i < 5; i += 1) await feedback(first);
    const flushing = flushRateLimitCounts(first); // takes the 5, then waits for the database
    await Promise.all(Array.from({ length: 5 }, () => feedback(first)));
    await flushing;
    await flushRateLimitCounts(first);
    expect(await hitsInDatabase()).toBe(10);
    expect((await feedback(first)).headers['x-ratelimit-remaining']).toBe('9');
  });

  it('starts a new window once the old one has ended', async () => {
    await alternate(22);
    expect((await feedback(second)).statusCode).toBe(429);
    // That hit sent now: sent by the timer after the update below, it would open a new window.
    await flushBoth();
    await database.db.execute(
      sql`update rate_limit_hits set window_ends_at = now() - interval '1 millisecond'`,
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_001 });
    try {
      const again = await feedback(second);
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-ratelimit-remaining']).toBe('19');
      expect(again.headers['x-ratelimit-reset']).toBe('60');
      await flushBoth();
      expect(await hitsInDatabase()).toBe(1);
      expect((await feedback(first)).headers['x-ratelimit-remaining']).toBe('19');
      await flushBoth();
      expect((await feedback(first)).headers['x-ratelimit-remaining']).toBe('17');
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears ended windows and keeps running ones', async () => {
    await database.db.execute(
      sql`insert into rate_limit_hits (key, hits, window_ends_at) values
        ('POST /feedback 192.0.2.1', 20, now() - interval '1 minute'),
        ('POST /feedback 192.0.2.2', 20, now() + interval '1 minute')`,
    );
    const fresh = await buildInstance(database.db); // its first tick sweeps
    try {
      expect((await feedback(fresh, '192.0.2.3')).statusCode).toBe(200);
      await vi.waitFor(async () => {
        const rows = await database.db
          .select({ key: rateLimitHits.key })
          .from(rateLimitHits)
          .where(like(rateLimitHits.key, '% 192.0.2.%'))
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

  it('stops its timer and sends the last counts when the app closes', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    const closing = await buildInstance(database.db);
    const timer = setInterval.mock.results.at(-1)?.value as unknown;
    setInterval.mockRestore();
    try {
      for (let i = 0; i < 3; i += 1) await feedback(closing);
      await closing.close();
      expect(clearInterval).toHaveBeenCalledWith(timer);
      expect(await hitsInDatabase()).toBe(3);
    } finally {
      clearInterval.mockRestore();
    }
  });
});

describe('the shared rate limit store', () => {
  it('still enforces the limit on each instance, and warns, when the database cannot be reached', async () => {
    // A real pool to a port nothing listens on: every query fails to connect.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const unreachable = drizzle(pool) as unknown as Database;
    const logLines: string[] = [];
    const app = await buildInstance(unreachable, logLines);
    try {
      const answers = [];
      for (let i = 0; i < 25; i += 1) answers.push(await feedback(app));
      expect(statusesOf(answers)).toEqual([
        ...Array<number>(20).fill(200),
        ...Array<number>(5).fill(429),
      ]);
      await flushRateLimitCounts(app);
      expect(logLines.join('')).toMatch(/could not share rate limit counts/);
      expect((await feedback(app)).statusCode).toBe(429); // the failed flush lost no hit
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

import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';
import { errorsPlugin } from './errors';
import { flushRateLimitCounts, rateLimitsPlugin } from './rate-limits';

const TOO_MANY = {
  result: false,
  status: 'Too many requests. Please wait a minute and try again.',
  code: 'too-many-requests',
};

/** A 429's `Retry-After`: whole seconds, at least one, at most the one-minute window. */
function expectRetryWithinAMinute(refused: LightMyRequestResponse | undefined) {
  const seconds = Number(refused?.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
}

describe('rate limits on the public endpoints', () => {
  const t = useTestApp('pglite');

  const feedback = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/feedback',
      payload: { unique: 'not-a-secret', rating: 5 },
      remoteAddress,
    });

  it('refuses a flood on POST /feedback with a 429 in the usual shape and a retry-after', async () => {
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await feedback('203.0.113.10'));
    expect(answers.slice(0, 20).every((answer) => answer.statusCode !== 429)).toBe(true);
    const refused = answers[20];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toEqual(TOO_MANY);
    expectRetryWithinAMinute(refused);
    expect(refused?.headers['cache-control']).toMatch(/no-store/);
    expect(answers.slice(20).every((answer) => answer.statusCode === 429)).toBe(true);

    // Another address is not held back.
    const other = await feedback('203.0.113.11');
    expect(other.statusCode).not.toBe(429);
  });

  it('refuses a flood on GET /api/invites/:code and POST /now-assessment', async () => {
    const codes = [];
    for (let i = 0; i < 61; i += 1) {
      codes.push(
        await t.app.inject({
          method: 'GET',
          url: '/api/invites/NO-SUCH-CODE',
          remoteAddress: '198.51.100.7',
        }),
      );
    }
    expect(codes[59]?.statusCode).not.toBe(429);
    expect(codes[60]?.statusCode).toBe(429);
    expect(codes[60]?.json()).toEqual(TOO_MANY);

    const registrations = [];
    for (let i = 0; i < 61; i += 1) {
      registrations.push(
        await t.app.inject({
          method: 'POST',
          url: '/now-assessment',
          payload: { name: 'Flood', email: 'flood@test.example', invitecode: 'NOPE' },
          remoteAddress: '198.51.100.7',
        }),
      );
    }
    expect(registrations[59]?.statusCode).not.toBe(429);
    expect(registrations[60]?.statusCode).toBe(429);
    expect(registrations[60]?.json()).toEqual(TOO_MANY);
  });

  it('refuses a flood on the assessment API', async () => {
    let last;
    for (let i = 0; i < 601; i += 1) {
      last = await t.app.inject({
        method: 'GET',
        url: '/api/assessment',
        remoteAddress: '192.0.2.200',
      });
      if (i < 600) expect(last.statusCode).toBe(401);
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toEqual(TOO_MANY);
    expectRetryWithinAMinute(last);
  });

  it.each([
    ['GET', '/api/shares/no-such-token', 60, '198.51.100.21'],
    ['HEAD', '/api/shares/no-such-token', 60, '198.51.100.22'],
    ['HEAD', '/api/invites/NO-SUCH-CODE', 60, '198.51.100.23'],
    ['POST', '/api/shares/no-such-token/feedback', 20, '198.51.100.24'],
    ['POST', '/api/admin/session/passkey/options', 60, '198.51.100.25'],
  ] as const)(
    'refuses a flood on %s %s past %i a minute',
    async (method, url, perMinute, remoteAddress) => {
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i <= perMinute; i += 1) {
        answers.push(
          await t.app.inject({
            method,
            url,
            // The passkey challenge refuses any body before it is counted.
            payload: url.endsWith('/feedback') ? {} : undefined,
            remoteAddress,
          }),
        );
      }
      expect(answers.slice(0, perMinute).map((answer) => answer.statusCode)).not.toContain(429);
      const refused = answers[perMinute];
      expect(refused?.statusCode).toBe(429);
      expect(refused?.headers['x-ratelimit-limit']).toBe(String(perMinute));
      if (method !== 'HEAD') expect(refused?.json()).toEqual(TOO_MANY);
      expectRetryWithinAMinute(refused);
    },
  );

  it('counts a known candidate on their own across the assessment API, apart from others at their address', async () => {
    const office = '192.0.2.77';
    const first = await registerTestCandidate(t, 'first@test.example');
    const second = await registerTestCandidate(t, 'second@test.example');
    const save = async (headers: { authorization?: string }, sequence: number) => {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/assessment/answers/0',
        headers,
        payload: { answer: `<p>${sequence}</p>`, sequence },
        remoteAddress: office,
      });
      expect(answer.headers['x-ratelimit-limit']).toBe('600');
      return answer.headers['x-ratelimit-remaining'];
    };
    // Each secret counts per address until the server has admitted it once, then on its own.
    expect(await save(first.auth, 1)).toBe('599');
    expect(await save(first.auth, 2)).toBe('599');
    expect(await save(second.auth, 1)).toBe('598');
    expect(await save(second.auth, 2)).toBe('599');
    expect(await save(first.auth, 3)).toBe('598');
    // A request without a secret from elsewhere counts for its own address alone.
    const stranger = await t.app.inject({
      method: 'PUT',
      url: '/api/assessment/answers/0',
      payload: { answer: '<p>stranger</p>', sequence: 1 },
      remoteAddress: '192.0.2.78',
    });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.headers['x-ratelimit-remaining']).toBe('599');
  });

  it('leaves what is not in the list unlimited: the health checks and the recording uploads', async () => {
    const candidate = await registerTestCandidate(t);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/health/live' }),
      await t.app.inject({ method: 'GET', url: '/api/health/ready' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/recordings/uploads',
        headers: {
          ...candidate.auth,
          'tus-resumable': '1.0.0',
          'upload-defer-length': '1',
          'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
        },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 201]);
    for (const answer of answers) expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('never refuses a real candidate: a session with 150 answer saves in a minute', async () => {
    const candidate = await registerTestCandidate(t);
    const headers = candidate.auth;
    const assessment = await t.app.inject({ method: 'GET', url: '/api/assessment', headers });
    expect(assessment.statusCode).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      const save = await t.app.inject({
        method: 'PUT',
        url: `/api/assessment/answers/${i % 2}`,
        headers,
        payload: { answer: `<p>typing ${i}</p>`, sequence: i + 1 },
      });
      statuses.push(save.statusCode);
      if (i % 10 === 0) {
        const events = await t.app.inject({
          method: 'POST',
          url: '/api/assessment/events',
          headers,
          payload: { kind: i % 20 === 0 ? 'tab_hidden' : 'tab_returned' },
        });
        statuses.push(events.statusCode);
      }
    }
    statuses.push(
      (await t.app.inject({ method: 'GET', url: '/api/assessment', headers })).statusCode,
    );
    expect(statuses).not.toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBe(statuses.length);
  });
});

/**
 * The plugin on its own, with routes of its list declared in ways the app does not (yet) use, and
 * a request's `x-test-candidate` header naming its known candidate.
 */
describe('how the rate limits attach to routes', () => {
  async function instance(trustProxy = false, logLines: string[] = []): Promise<FastifyInstance> {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream }, trustProxy });
    await app.register(errorsPlugin);
    await app.register(rateLimitsPlugin, {
      trustProxy,
      candidateOf: (request) => request.headers['x-test-candidate'] as string | undefined,
    });
    return app;
  }
  const limitOf = (answer: LightMyRequestResponse) => answer.headers['x-ratelimit-limit'];

  it("keeps a route's own limit, and its own choice of none", async () => {
    const app = await instance();
    app.post('/feedback', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, () => ({}));
    app.post('/now-assessment', { config: { rateLimit: false } }, () => ({}));
    const feedback = await app.inject({ method: 'POST', url: '/feedback' });
    const registration = await app.inject({ method: 'POST', url: '/now-assessment' });
    expect(limitOf(feedback)).toBe('2');
    expect(limitOf(registration)).toBeUndefined();
    await app.close();
  });

  it('limits a route declared for several methods by the one in the list, and no other method', async () => {
    const app = await instance();
    app.route({ method: ['PUT', 'POST'], url: '/feedback', handler: () => ({}) });
    app.get('/now-assessment', () => ({}));
    app.get('/api/invites/:code', () => ({}));
    app.post('/feedback/extra', () => ({}));
    expect(limitOf(await app.inject({ method: 'PUT', url: '/feedback' }))).toBe('20');
    // POST /now-assessment is in the list; GET is not.
    expect(limitOf(await app.inject({ method: 'GET', url: '/now-assessment' }))).toBeUndefined();
    // A HEAD is counted as the GET it stands for.
    expect(limitOf(await app.inject({ method: 'HEAD', url: '/api/invites/ABC' }))).toBe('60');
    // Only a URL ending with `/` in the list is a prefix.
    expect(limitOf(await app.inject({ method: 'POST', url: '/feedback/extra' }))).toBeUndefined();
    await app.close();
  });

  it('counts a known candidate per address outside the assessment API', async () => {
    const app = await instance();
    app.post('/feedback', () => ({}));
    const known = { 'x-test-candidate': 'c-1' };
    const remaining = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'POST', url: '/feedback', headers })).headers[
        'x-ratelimit-remaining'
      ];
    expect(await remaining(known)).toBe('19');
    expect(await remaining({})).toBe('18');
    await app.close();
  });

  it('warns once when X-Forwarded-For arrives with TRUST_PROXY off, and not when it is on', async () => {
    /** The warnings after a request without the header, then after three with it. */
    const warningsOf = async (trustProxy: boolean) => {
      const lines: string[] = [];
      const app = await instance(trustProxy, lines);
      app.get('/api/health', () => ({}));
      const warnings = () =>
        lines.filter((line) => line.includes('X-Forwarded-For but TRUST_PROXY is off')).length;
      const counts = [];
      await app.inject({ method: 'GET', url: '/api/health' });
      counts.push(warnings());
      for (let i = 0; i < 3; i += 1) {
        const answer = await app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        expect(answer.statusCode).toBe(200);
      }
      counts.push(warnings());
      await app.close();
      return counts;
    };
    expect(await warningsOf(false)).toEqual([0, 1]);
    expect(await warningsOf(true)).toEqual([0, 0]);
  });

  it('flushes nothing, and does not fail, when the counts are kept in memory', async () => {
    const app = await instance();
    await expect(flushRateLimitCounts(app)).resolves.toBeUndefined();
    await app.close();
  });
});

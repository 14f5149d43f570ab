import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';

const TOO_MANY = {
  result: false,
  status: 'Too many requests. Please wait a minute and try again.',
  code: 'too-many-requests',
};

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
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
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
    expect(last?.headers['retry-after']).toBeDefined();
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

import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../shared/invites.schema';
import {
  answers,
  adminSessions,
  candidates,
  feedback,
  integrityEvents,
  invites,
  reviews,
} from '../db/schema';
import type { ApiFailure } from '../test/api-bodies';
import { TEST_PASSKEY, type TestApp, useTestApp } from '../test/test-app';
import { registerTestCandidate, registrationPayload } from '../test/test-candidates';
import { TEST_DEVICE } from '../test/test-device';
import { testDatabaseKinds } from '../test/test-databases';

/**
 * A NUL character in any text field, or an impossible date, is a clear 400 in
 * the one error shape and changes nothing; before, PostgreSQL refused the query and it was a 500.
 */
const NUL = 'a\u0000b';

type Seeded = Awaited<ReturnType<typeof registerTestCandidate>> & {
  candidateId: string;
  freshInvite: string;
};

const registration = (s: Seeded, overrides: Record<string, unknown> = {}) =>
  registrationPayload(s.freshInvite, overrides);

function withDevice(overrides: Record<string, unknown>) {
  return { data: { ...TEST_DEVICE, ...overrides } };
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}

/** Every endpoint × every free-text field it takes, each with a NUL in it. */
const CASES: [string, (s: Seeded, t: TestApp) => Call][] = [
  [
    'answer',
    (s) => ({
      method: 'PUT',
      url: '/api/assessment/answers/0',
      headers: s.auth,
      payload: { answer: `<p>${NUL}</p>`, sequence: Date.now() },
    }),
  ],
  [
    'event detail',
    (s) => ({
      method: 'POST',
      url: '/api/assessment/events',
      headers: s.auth,
      payload: { kind: 'paste', detail: NUL },
    }),
  ],
  ...(['name', 'email', 'social', 'company', 'uuid', 'invitecode'] as const).map(
    (field): [string, (s: Seeded) => Call] => [
      `registration ${field}`,
      (s) => ({
        method: 'POST',
        url: '/now-assessment',
        payload: registration(s, {
          [field]:
            field === 'email'
              ? `new${NUL}@test.example`
              : field === 'social'
                ? `https://profile.test.example/${NUL}`
                : field === 'invitecode'
                  ? `${s.freshInvite.slice(0, -1)}\u0000`
                  : NUL,
        }),
      }),
    ],
  ),
  ...(['os', 'userAgent', 'platform', 'timezone', 'language'] as const).map(
    (field): [string, (s: Seeded) => Call] => [
      `registration device ${field}`,
      (s) => ({
        method: 'POST',
        url: '/now-assessment',
        payload: registration(s, withDevice({ [field]: NUL })),
      }),
    ],
  ),
  ...(['name', 'version'] as const).map((field): [string, (s: Seeded) => Call] => [
    `registration device browser ${field}`,
    (s) => ({
      method: 'POST',
      url: '/now-assessment',
      payload: registration(s, withDevice({ browser: { ...TEST_DEVICE.browser, [field]: NUL } })),
    }),
  ]),
  [
    'feedback text',
    (s) => ({ method: 'POST', url: '/feedback', payload: { unique: s.unique, feedback: NUL } }),
  ],
  [
    'feedback secret',
    (s) => ({ method: 'POST', url: '/feedback', payload: { unique: `${s.unique}${NUL}` } }),
  ],
  [
    'invite label',
    (s, t) => ({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: t.admin,
      payload: { identifyCode: s.role.id, label: NUL },
    }),
  ],
  [
    'review notes',
    (s, t) => ({
      method: 'PATCH',
      url: `/api/admin/candidates/${s.candidateId}/review`,
      headers: t.admin,
      payload: { notes: NUL, baseVersion: 0 },
    }),
  ],
  [
    'sign-in passkey',
    () => ({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey: `${TEST_PASSKEY}${NUL}` },
    }),
  ],
  [
    'candidate search text',
    (_s, t) => ({ method: 'GET', url: '/api/admin/candidates?q=a%00b', headers: t.admin }),
  ],
  [
    'invite code in the URL',
    (s) => ({ method: 'GET', url: `/api/invites/${s.inviteCode.slice(0, -1)}%00` }),
  ],
];

const BAD_DATES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1999-12-31T23:59:59Z',
  '9999-12-31T23:59:59Z',
];

async function snapshot(t: TestApp) {
  const { db } = t.database;
  return {
    candidates: await db.select().from(candidates),
    answers: await db.select().from(answers),
    events: await db.select().from(integrityEvents),
    feedback: await db.select().from(feedback),
    invites: await db.select().from(invites),
    reviews: await db.select().from(reviews),
    adminSessions: await db.select().from(adminSessions),
  };
}

describe.each(testDatabaseKinds())('unsafe input on %s', (kind) => {
  let s: Seeded;

  const t = useTestApp(kind);
  beforeEach(async () => {
    const seeded = await registerTestCandidate(t);
    const [row] = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.inviteCode, seeded.inviteCode));
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: t.admin,
      payload: { identifyCode: seeded.role.id },
    });
    s = {
      ...seeded,
      candidateId: (row as { id: string }).id,
      freshInvite: fresh.json<CreateInviteResponse>().data.inviteCode,
    };
  });

  it.each(CASES)(
    'a NUL in the %s is refused (400; 404 for an invite look-up) in the one shape, changing nothing',
    async (_name, make) => {
      const before = await snapshot(t);
      const response = await t.app.inject(make(s, t));
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      // The invite lookup answers 404 (no such invite); every other field is a 400.
      if (!_name.startsWith('invite code in the URL')) expect(response.statusCode).toBe(400);
      const body = response.json<ApiFailure>();
      expect(body).toEqual({
        result: false,
        status: expect.any(String) as string,
        code: expect.any(String) as string,
      });
      expect(body.status).not.toMatch(/something went wrong/i);
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it('the same requests without the NUL are accepted (the table tests the NUL, nothing else)', async () => {
    const clean = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value).replaceAll('\\u0000', ''));
    for (const [name, make] of CASES) {
      // Registration is checked once below; a secret, passkey or code with the NUL removed is
      // simply a wrong one, and the search and invite look-ups change nothing.
      const skipped = ['registration', 'secret', 'passkey', 'URL', 'search'];
      if (skipped.some((word) => name.includes(word))) continue;
      const call = make(s, t);
      const response = await t.app.inject({ ...call, payload: clean(call.payload) as object });
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(400);
    }
    const registered = await t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: registration(s),
    });
    expect(registered.statusCode, registered.body).toBe(200);
  });

  it.each(BAD_DATES)(
    'an integrity event at %s is a 400 and records nothing',
    async (occurredAt) => {
      const before = await snapshot(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/assessment/events',
        headers: s.auth,
        payload: { kind: 'paste', occurredAt },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        result: false,
        status: 'occurredAt must be a time from 2000 up to a day from now.',
        code: 'invalid-input',
      });
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it('an integrity event from a browser clock a few hours fast is still recorded', async () => {
    const occurredAt = new Date(Date.now() + 3 * 3600 * 1000).toISOString();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/events',
      headers: s.auth,
      payload: { kind: 'paste', occurredAt },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

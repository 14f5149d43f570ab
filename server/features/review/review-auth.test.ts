import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiFailure, CandidateDetailBody, CandidateListBody } from '../../test/api-bodies';
import { TEST_PASSKEY, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { listRoles, seedCandidate, type SeededCandidate } from './review-test-seed';

type Method = 'GET' | 'PATCH' | 'DELETE';

describe.each(testDatabaseKinds())('review workspace access on %s', (kind) => {
  let candidate: SeededCandidate;
  let endpoints: { method: Method; url: string; payload?: object }[];

  const t = useTestApp(kind, {}, { resetBeforeEach: false });
  beforeAll(async () => {
    const [role] = await listRoles(t);
    candidate = await seedCandidate(t, {
      role: role as NonNullable<typeof role>,
      name: 'Guarded Candidate',
      email: 'guarded@test.example',
      answers: ['<p>Private</p>'],
    });
    const base = `/api/admin/candidates/${candidate.id}`;
    endpoints = [
      { method: 'GET', url: '/api/admin/candidates' },
      { method: 'GET', url: `${base}/neighbours` },
      { method: 'GET', url: base },
      { method: 'PATCH', url: `${base}/review`, payload: { status: 'rejected', baseVersion: 0 } },
      { method: 'DELETE', url: base },
      { method: 'GET', url: `${base}/video` },
      { method: 'GET', url: `${base}/poster` },
      { method: 'GET', url: '/api/admin/export/candidates.csv' },
    ];
  });

  const call = (
    endpoint: { method: Method; url: string; payload?: object },
    headers: Record<string, string>,
  ) => t.app.inject({ ...endpoint, headers });

  it('answers 401 on every endpoint without a session or the passkey, and changes nothing', async () => {
    for (const endpoint of endpoints) {
      const response = await call(endpoint, {});
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(response.json<ApiFailure>()).toEqual({
        result: false,
        status: expect.any(String) as string,
        code: expect.any(String) as string,
      });
      expect(response.body).not.toContain('Private');
    }
    const detail = await call(endpoints[2] as (typeof endpoints)[number], t.admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<CandidateDetailBody>().data.review.status).toBe('new');
  });

  it('answers 401 to a wrong bearer passkey and to a forged session cookie', async () => {
    for (const endpoint of endpoints) {
      const wrong = await call(endpoint, { authorization: 'Bearer not-the-passkey' });
      expect(wrong.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
    }
    for (const endpoint of endpoints) {
      const forged = await call(endpoint, { cookie: 'prescreen_admin=forged-token-value' });
      expect(forged.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
    }
    // The candidate's own secret is no key to the workspace either.
    const asCandidate = await call(endpoints[2] as (typeof endpoints)[number], candidate.auth);
    expect(asCandidate.statusCode).toBe(401);
  });

  it('admits a signed-in reviewer by the session cookie', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey: TEST_PASSKEY },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/candidates',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<CandidateListBody>().data.total).toBe(1);
  });
});
